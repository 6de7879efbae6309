import type { OrderDetail, OrderStatusValue } from '@common/schemas/ecommerce-orders';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useErrorText } from '@web/lib/error-text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeOrderStatus } from '../api/orders';

/** Moves the order to one of the statuses it may go to next; the server keeps the step in its history. */
export function ChangeStatusDialog({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const change = useChangeOrderStatus(order.id);
  const [status, setStatus] = useState<OrderStatusValue | ''>('');
  const [note, setNote] = useState('');
  const close = () => {
    setStatus('');
    setNote('');
    change.reset();
    onClose();
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!status) return;
    try {
      await change.mutateAsync({ status, note });
      notify({
        message: t('ecommerceOrders.change.done', { status: t(`ecommerceOrders.status.${status}`) }),
        severity: 'success',
      });
      close();
    } catch {
      // Shown below from change.error.
    }
  };
  // 409 orderStatusTransition: someone moved the order meanwhile; errors.* says to reload.
  const failure = change.error ? errorText(change.error) : null;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{t('ecommerceOrders.change.title', { number: order.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              select
              autoFocus
              required
              label={t('ecommerceOrders.change.to')}
              value={status}
              onChange={(e) => setStatus(e.target.value as OrderStatusValue)}
            >
              {order.nextStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`ecommerceOrders.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('ecommerceOrders.change.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('ecommerceOrders.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!status || change.isPending}>
            {t('ecommerceOrders.change.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
