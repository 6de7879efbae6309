import { amountDueMinor } from '@common/invoices/totals';
import { minorDigits, parseMoney } from '@common/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@common/schemas/invoices';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormError } from '@web/components/form-error';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPayment, type InvoiceDetail } from '../api/invoices';

/** Records a payment; it starts at what is still due, so "mark as paid" is one click more. */
export function PaymentDialog({
  invoice,
  open,
  onClose,
}: {
  invoice: InvoiceDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const digits = minorDigits(invoice.currency);
  const due = amountDueMinor(invoice.totalMinor, invoice.paidMinor);
  const [amount, setAmount] = useState((due / 10 ** digits).toFixed(digits));
  const [paidOn, setPaidOn] = useState(new Date().toISOString().slice(0, 10));
  const [method, setMethod] = useState<PaymentMethod>('bank');
  const [note, setNote] = useState('');
  const pay = useAddPayment(invoice.number);
  const close = () => {
    pay.reset();
    onClose();
  };
  const amountMinor = parseMoney(amount, invoice.currency);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          pay.mutate({ amountMinor: amountMinor ?? 0, paidOn, method, note }, { onSuccess: close });
        }}
      >
        <DialogTitle id={titleId}>{t('invoice.payment.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={`${t('invoice.payment.amount')} (${invoice.currency})`}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={amountMinor === null || amountMinor <= 0}
            />
            <TextField
              type="date"
              label={t('invoice.payment.date')}
              value={paidOn}
              onChange={(e) => setPaidOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label={t('invoice.payment.method')}
              value={method}
              onChange={(e) => setMethod(e.target.value as PaymentMethod)}
            >
              {PAYMENT_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`invoice.payment.method.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t('invoice.payment.note')} value={note} onChange={(e) => setNote(e.target.value)} />
            <FormError error={pay.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('invoice.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pay.isPending}>
            {t('invoice.payment.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
