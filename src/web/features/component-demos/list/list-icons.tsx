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
      {FOLDERS.map(({ id, Icon }, i) => (
        // A line under the last folder sets the trash apart (a separator may not sit in a list).
        <ListItem key={id} disablePadding divider={i === FOLDERS.length - 1}>
          <ListItemButton>
            <ListItemIcon>
              <Icon size={22} aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`components.list.${id}`)} />
          </ListItemButton>
        </ListItem>
      ))}
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
