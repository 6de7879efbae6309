import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormError } from '@web/components/form-error';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendInvoice, type InvoiceDetail } from '../api/invoices';

/** E-mails the invoice with its PDF (the server makes and attaches it) to the client or another address. */
export function SendDialog({ invoice, open, onClose }: { invoice: InvoiceDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [to, setTo] = useState(invoice.clientEmail);
  const [message, setMessage] = useState('');
  const send = useSendInvoice(invoice.number);
  const close = () => {
    send.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate(
            { to: to.trim(), message },
            {
              onSuccess: () => {
                notify({ message: t('invoice.send.done', { to: to.trim() }), severity: 'success' });
                close();
              },
            },
          );
        }}
      >
        <DialogTitle id={titleId}>{t('invoice.send.title', { number: invoice.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField type="email" label={t('invoice.send.to')} value={to} onChange={(e) => setTo(e.target.value)} />
            <TextField
              multiline
              minRows={3}
              label={t('invoice.send.message')}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            <FormError error={send.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('invoice.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('invoice.send.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
