import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';

const PEOPLE = [
  { id: 'anna', initials: 'AB', color: 'primary', status: 'success' },
  { id: 'carl', initials: 'CD', color: 'info', status: 'warning' },
  { id: 'eva', initials: 'EF', color: 'success', status: 'secondary' },
] as const;

export default function ListAvatars() {
  const { t } = useTranslation();
  return (
    <List>
      {PEOPLE.map(({ id, initials, color, status }) => (
        <ListItem
          key={id}
          secondaryAction={
            <Chip size="small" variant="outlined" color={status} label={t(`components.list.${id}Status`)} />
          }
        >
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText` }}>{initials}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={t(`components.list.${id}`)} secondary={t(`components.list.${id}Role`)} />
        </ListItem>
      ))}
    </List>
  );
}
