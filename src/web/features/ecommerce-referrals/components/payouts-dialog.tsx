import { parseMoney } from '@common/money';
import {
  createPayoutSchema,
  PAYOUT_STATUS_VALUES,
  type PayoutStatus,
  type ReferralRow,
} from '@common/schemas/ecommerce-referrals';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '@web/components/snackbar/snackbar-service';
import { errorText } from '@web/lib/error-text';
import { issueErrors, serverFieldErrors } from '@web/lib/field-errors';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useCreatePayout, useMarkPayoutPaid } from '../api/referrals';
import { formatDay, formatMoney } from '../lib/format';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One code's money: what it earned, what was paid and is waiting, each payout with "mark paid"
 * for a pending one, and a form to record a new payout (the server refuses more than is open).
 */
export function PayoutsDialog({ referral, onClose }: { referral: ReferralRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const titleId = useId();
  const create = useCreatePayout(referral.id);
  const markPaid = useMarkPayoutPaid(referral.id);
  const [values, setValues] = useState({ amount: '', payoutDate: today(), status: 'pending' as PayoutStatus });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const money = (minor: number) => formatMoney(minor, referral.currency, lang);
  const open = referral.earningsMinor - referral.paidMinor - referral.pendingMinor;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = z.safeParse(createPayoutSchema, {
      // In the code's currency's minor units: 12.50 EUR is 1250, 1250 JPY is 1250.
      amountMinor: parseMoney(values.amount, referral.currency) ?? Number.NaN,
      payoutDate: values.payoutDate,
      status: values.status,
    });
    if (!parsed.success) {
      setErrors(issueErrors(t, parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await create.mutateAsync(parsed.data);
      notify({ message: t('ecommerceReferrals.payouts.recorded'), severity: 'success' });
      setValues((v) => ({ ...v, amount: '' }));
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      if (fields) setErrors(fields);
      else setFailure(error);
    }
  };
  const pay = async (payoutId: string) => {
    try {
      await markPaid.mutateAsync(payoutId);
      notify({ message: t('ecommerceReferrals.payouts.markedPaid'), severity: 'success' });
    } catch (error) {
      setFailure(error);
    }
  };

  const figures: [string, number][] = [
    ['earnings', referral.earningsMinor],
    ['paid', referral.paidMinor],
    ['pending', referral.pendingMinor],
    ['outstanding', open],
  ];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {t('ecommerceReferrals.payouts.title', { code: referral.code, name: referral.referrerName })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          {failure ? (
            <Alert severity="error" role="alert">
              {errorText(t, failure)}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {figures.map(([key, value]) => (
              <div key={key}>
                <Typography variant="body2" color="textSecondary">
                  {t(`ecommerceReferrals.payouts.${key}`)}
                </Typography>
                <Typography variant="h6" data-testid={`payouts-${key}`}>
                  {money(value)}
                </Typography>
              </div>
            ))}
          </Stack>
          {referral.payouts.length === 0 ? (
            <Typography color="textSecondary">{t('ecommerceReferrals.payouts.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('ecommerceReferrals.payouts.list')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ecommerceReferrals.payouts.date')}</TableCell>
                  <TableCell align="right">{t('ecommerceReferrals.payouts.amount')}</TableCell>
                  <TableCell>{t('ecommerceReferrals.field.status')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {referral.payouts.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{formatDay(p.payoutDate, lang)}</TableCell>
                    <TableCell align="right">{money(p.amountMinor)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={p.status === 'paid' ? 'success' : 'warning'}
                        label={t(`ecommerceReferrals.payoutStatus.${p.status}`)}
                      />
                    </TableCell>
                    <TableCell align="right">
                      {p.status === 'pending' && (
                        <Button size="small" disabled={markPaid.isPending} onClick={() => void pay(p.id)}>
                          {t('ecommerceReferrals.payouts.markPaid')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Divider />
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('ecommerceReferrals.payouts.record')}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
              {t('ecommerceReferrals.payouts.record')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label={t('ecommerceReferrals.payouts.amountIn', { currency: referral.currency })}
                value={values.amount}
                onChange={(e) => setValues((v) => ({ ...v, amount: e.target.value }))}
                error={Boolean(errors.amountMinor)}
                helperText={errors.amountMinor}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                size="small"
                type="date"
                label={t('ecommerceReferrals.payouts.date')}
                value={values.payoutDate}
                onChange={(e) => setValues((v) => ({ ...v, payoutDate: e.target.value }))}
                error={Boolean(errors.payoutDate)}
                helperText={errors.payoutDate}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                select
                label={t('ecommerceReferrals.field.status')}
                value={values.status}
                onChange={(e) => setValues((v) => ({ ...v, status: e.target.value as PayoutStatus }))}
                sx={{ minWidth: 140 }}
              >
                {PAYOUT_STATUS_VALUES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`ecommerceReferrals.payoutStatus.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {t('ecommerceReferrals.payouts.submit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ecommerceReferrals.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
