import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SETTINGS = ['ringtone', 'alarm', 'notifications'] as const;

export default function DialogFullScreen() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="contained" color="secondary" onClick={() => setOpen(true)}>
        {t('components.dialog.openFull')}
      </Button>
      <Dialog fullScreen open={open} onClose={close} aria-labelledby={titleId}>
        <AppBar position="relative" elevation={0}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" color="inherit" onClick={close} aria-label={t('components.dialog.close')}>
              <IconX size={22} aria-hidden />
            </IconButton>
            <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('components.dialog.soundSettings')}
            </Typography>
            <Button color="inherit" onClick={close}>
              {t('components.dialog.save')}
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <List>
            {SETTINGS.map((s) => (
              <ListItem key={s} disablePadding>
                <ListItemButton onClick={close}>
                  <ListItemText primary={t(`components.dialog.${s}`)} secondary={t(`components.dialog.${s}Value`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </DialogContent>
      </Dialog>
    </>
  );
}
