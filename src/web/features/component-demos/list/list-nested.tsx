import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { IconChevronDown, IconChevronUp, IconFileText, IconFolder, IconPhoto } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function ListNested() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState('photos');
  const subheaderId = useId();
  const nestedId = useId();
  return (
    <List
      component="nav"
      aria-labelledby={subheaderId}
      subheader={
        <ListSubheader component="div" id={subheaderId} sx={{ bgcolor: 'transparent' }}>
          {t('components.list.files')}
        </ListSubheader>
      }
    >
      <ListItemButton selected={selected === 'documents'} onClick={() => setSelected('documents')}>
        <ListItemIcon>
          <IconFileText size={22} aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t('components.list.documents')} />
      </ListItemButton>
      <ListItemButton aria-expanded={open} aria-controls={nestedId} onClick={() => setOpen(!open)}>
        <ListItemIcon>
          <IconFolder size={22} aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t('components.list.projects')} />
        {open ? <IconChevronUp size={20} aria-hidden /> : <IconChevronDown size={20} aria-hidden />}
      </ListItemButton>
      <Collapse in={open} id={nestedId}>
        <List component="div" disablePadding>
          {(['photos', 'videos'] as const).map((item) => (
            <ListItemButton key={item} sx={{ pl: 6 }} selected={selected === item} onClick={() => setSelected(item)}>
              <ListItemIcon>
                <IconPhoto size={20} aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(`components.list.${item}`)} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </List>
  );
}
