import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { IconInbox, IconSend, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const FOLDERS = [
  { id: 'inbox', Icon: IconInbox },
  { id: 'starred', Icon: IconStar },
  { id: 'sent', Icon: IconSend },
] as const;

export default function ListIcons() {
  const { t } = useTranslation();
  return (
    <List aria-label={t('components.list.folders')}>
      {FOLDERS.map(({ id, Icon }) => (
        <ListItem key={id} disablePadding>
          <ListItemButton>
            <ListItemIcon>
              <Icon size={22} aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`components.list.${id}`)} />
          </ListItemButton>
        </ListItem>
      ))}
      <Divider component="li" />
      <ListItem disablePadding>
        <ListItemButton>
          <ListItemIcon>
            <IconTrash size={22} aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('components.list.trash')} />
        </ListItemButton>
      </ListItem>
    </List>
  );
}
