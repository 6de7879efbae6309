import { updateCustomerSchema, type CustomerDetail } from '@common/schemas/ecommerce-orders';
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
import { useUpdateCustomer } from '../api/customers';

type Field = 'name' | 'email' | 'country';

/** Name, e-mail and country of a customer, checked with the API's own schema before it is sent. */
export function EditCustomerDialog({
  customer,
  open,
  onClose,
}: {
  customer: CustomerDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateCustomer(customer.id);
  const initial = { name: customer.name, email: customer.email, country: customer.country };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const close = () => {
    setValues(initial);
    setErrors({});
    setFailure(null);
    onClose();
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = z.safeParse(updateCustomerSchema, values);
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
    try {
      await update.mutateAsync(parsed.data);
      notify({ message: t('ecommerceOrders.customer.saved'), severity: 'success' });
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
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{t('ecommerceOrders.customer.edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert">
                {errorText(t, failure)}
              </Alert>
            ) : null}
            <TextField label={t('ecommerceOrders.customer.name')} autoFocus {...field('name')} />
            <TextField label={t('ecommerceOrders.customer.email')} type="email" {...field('email')} />
            <TextField
              label={t('ecommerceOrders.customer.countryCode')}
              {...field('country')}
              slotProps={{ htmlInput: { maxLength: 2 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('ecommerceOrders.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('ecommerceOrders.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
