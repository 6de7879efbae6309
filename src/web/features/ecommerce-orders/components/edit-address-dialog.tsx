import { saveAddressSchema, type Address, type CustomerDetail } from '@common/schemas/ecommerce-orders';
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
import { useSaveCustomerAddress } from '../api/customers';

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
  const form = useSchemaForm(saveAddressSchema, {
    name: address?.name ?? customer.name,
    line1: address?.line1 ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? customer.country,
  });
  const field = form.fieldProps;
  const submit = form.submit(async (parsed) => {
    await save.mutateAsync({ kind, address: parsed });
    notify({ message: t('ecommerceOrders.address.saved'), severity: 'success' });
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{t(`ecommerceOrders.address.edit.${kind}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError error={form.formError} />
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
