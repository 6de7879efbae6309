import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function DialogBasic() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('components.dialog.open')}
      </Button>
      {/* Escape, a click outside or a button close it, and the focus goes back to the button that opened it. */}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{t('components.dialog.basicTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t('components.dialog.basicText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('components.dialog.disagree')}</Button>
          <Button variant="contained" onClick={close}>
            {t('components.dialog.agree')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
