import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconCopy, IconDotsVertical, IconEdit, IconShare, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { id: 'edit', Icon: IconEdit, shortcut: '⌘E' },
  { id: 'duplicate', Icon: IconCopy, shortcut: '⌘D' },
  { id: 'share', Icon: IconShare, shortcut: '⌘S' },
] as const;

export default function MenuIcons() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('components.menu.moreActions')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <IconDotsVertical size={22} aria-hidden />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        {ITEMS.map(({ id, Icon, shortcut }) => (
          <MenuItem key={id} onClick={close}>
            <ListItemIcon>
              <Icon size={20} aria-hidden />
            </ListItemIcon>
            <ListItemText>{t(`components.menu.${id}`)}</ListItemText>
            <Typography variant="body2" color="textSecondary" dir="ltr">
              {shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={close} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <IconTrash size={20} aria-hidden />
          </ListItemIcon>
          <ListItemText>{t('components.menu.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
