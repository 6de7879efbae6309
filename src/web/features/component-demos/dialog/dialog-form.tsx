import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export default function DialogForm() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState('');
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubscribed(email);
    setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('components.dialog.subscribe')}
      </Button>
      {subscribed && (
        <Typography role="status" variant="body2" sx={{ mt: 2 }}>
          {t('components.dialog.subscribed', { email: subscribed })}
        </Typography>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        slotProps={{ paper: { component: 'form', onSubmit: submit } }}
      >
        <DialogTitle id={titleId}>{t('components.dialog.subscribe')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('components.dialog.formText')}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            type="email"
            label={t('components.dialog.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('components.dialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('components.dialog.subscribe')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
