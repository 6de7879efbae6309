import { updateCustomerSchema, type CustomerDetail } from '@common/schemas/ecommerce-orders';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { notify } from '@web/components/snackbar/snackbar-service';
import { FormError } from '@web/components/form-error';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCustomer } from '../api/customers';

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
  const saved = () => ({ name: customer.name, email: customer.email, country: customer.country });
  const form = useSchemaForm(updateCustomerSchema, saved());
  const field = form.fieldProps;
  // Closing without saving forgets what was typed: the next opening shows the customer as saved.
  const close = () => {
    form.reset(saved());
    form.setFormError(null);
    onClose();
  };
  const submit = form.submit(async (parsed) => {
    await update.mutateAsync(parsed);
    notify({ message: t('ecommerceOrders.customer.saved'), severity: 'success' });
    onClose();
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{t('ecommerceOrders.customer.edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError error={form.formError} />
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
