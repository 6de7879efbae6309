import { saveAddressSchema, type Address, type CustomerDetail } from '@common/schemas/ecommerce-orders';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { notify } from '@web/components/snackbar/snackbar-service';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useSaveCustomerAddress } from '../api/customers';

type Field = 'name' | 'line1' | 'postalCode' | 'city' | 'country';

/**
 * A customer's shipping or billing address: the one shown (or a new one, prefilled with the
 * customer's name and country), checked with the API's schema, then by the server, whose field
 * errors land on their fields. The saved customer replaces the cached one, so the tab shows it at once.
 */
export function EditAddressDialog({
  customer,
  kind,
  address,
  onClose,
}: {
  customer: CustomerDetail;
  kind: Address['kind'];
  address: Address | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveCustomerAddress(customer.id);
  const [values, setValues] = useState({
    name: address?.name ?? customer.name,
    line1: address?.line1 ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? customer.country,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = z.safeParse(saveAddressSchema, values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [
            String(i.path[0]),
            t(`errors.${i.message}`, { defaultValue: t('errors.invalidValue') }),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({ kind, address: parsed.data });
      notify({ message: t('ecommerceOrders.address.saved'), severity: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, f]) => [k, errorText(t, f.code)])));
      } else setFailure(error);
    }
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{t(`ecommerceOrders.address.edit.${kind}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert">
                {errorText(t, failure)}
              </Alert>
            ) : null}
            <TextField label={t('ecommerceOrders.address.name')} autoFocus {...field('name')} />
            <TextField label={t('ecommerceOrders.address.line1')} {...field('line1')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('ecommerceOrders.address.postalCode')}
                {...field('postalCode')}
                sx={{ minWidth: { sm: 160 } }}
              />
              <TextField label={t('ecommerceOrders.address.city')} fullWidth {...field('city')} />
            </Stack>
            <TextField
              label={t('ecommerceOrders.customer.countryCode')}
              {...field('country')}
              slotProps={{ htmlInput: { maxLength: 2 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('ecommerceOrders.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('ecommerceOrders.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
