import type { CustomerRow } from '@common/schemas/ecommerce-orders';
import { createReferralSchema, REFERRAL_STATUS_VALUES, type ReferralStatus } from '@common/schemas/ecommerce-referrals';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { notify } from '@web/components/snackbar/snackbar-service';
import { errorText } from '@web/lib/error-text';
import { issueErrors, serverFieldErrors } from '@web/lib/field-errors';
import { useDebounced } from '@web/lib/use-debounced';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useCreateReferral, useCustomerSearch } from '../api/referrals';

const EMPTY = { code: '', commission: '10', status: 'active' as ReferralStatus };

/**
 * Hands a customer a referral code: the referrer is looked up among the site's customers as the
 * admin types, the rest is checked with the API's own schema first; the server's field errors
 * (a code already taken) land on their fields too.
 */
export function CreateReferralDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateReferral();
  const [referrer, setReferrer] = useState<CustomerRow | null>(null);
  const [lookup, setLookup] = useState('');
  const found = useCustomerSearch(useDebounced(lookup.trim()));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const close = () => {
    setReferrer(null);
    setLookup('');
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      customerId: referrer?.id ?? '',
      code: values.code,
      // An empty or unreadable rate is sent as NaN, which the schema refuses with its own message.
      commissionPercent: values.commission.trim() === '' ? Number.NaN : Number(values.commission.replace(',', '.')),
      status: values.status,
    };
    const parsed = z.safeParse(createReferralSchema, input);
    if (!parsed.success) {
      setErrors(issueErrors(t, parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      const made = await create.mutateAsync(parsed.data);
      notify({ message: t('ecommerceReferrals.create.done', { code: made.code }), severity: 'success' });
      close();
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      if (fields) setErrors(fields);
      else setFailure(error);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{t('ecommerceReferrals.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert">
                {errorText(t, failure)}
              </Alert>
            ) : null}
            <Autocomplete
              options={found.data?.items ?? []}
              value={referrer}
              onChange={(_, v) => setReferrer(v)}
              inputValue={lookup}
              onInputChange={(_, v) => setLookup(v)}
              // The server searched already: every option it sent matches.
              filterOptions={(x) => x}
              getOptionLabel={(c) => `${c.name} (${c.email})`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={found.isFetching}
              loadingText={t('ecommerceReferrals.create.searching')}
              noOptionsText={t('ecommerceReferrals.create.noCustomers')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  autoFocus
                  label={t('ecommerceReferrals.field.referrer')}
                  error={Boolean(errors.customerId)}
                  helperText={errors.customerId ?? t('ecommerceReferrals.create.referrerHelp')}
                />
              )}
            />
            <TextField
              label={t('ecommerceReferrals.field.code')}
              value={values.code}
              onChange={(e) => setValues((v) => ({ ...v, code: e.target.value.toUpperCase() }))}
              error={Boolean(errors.code)}
              helperText={errors.code ?? t('ecommerceReferrals.create.codeHelp')}
              slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false } }}
            />
            <TextField
              label={t('ecommerceReferrals.field.commission')}
              value={values.commission}
              onChange={(e) => setValues((v) => ({ ...v, commission: e.target.value }))}
              error={Boolean(errors.commissionPercent)}
              helperText={errors.commissionPercent}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            <TextField
              select
              label={t('ecommerceReferrals.field.status')}
              value={values.status}
              onChange={(e) => setValues((v) => ({ ...v, status: e.target.value as ReferralStatus }))}
              error={Boolean(errors.status)}
              helperText={errors.status}
            >
              {REFERRAL_STATUS_VALUES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`ecommerceReferrals.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('ecommerceReferrals.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('ecommerceReferrals.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
