import type { CustomerDetail, CustomerNotifications as Choices } from '@common/schemas/ecommerce-orders';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useErrorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCustomer } from '../api/customers';

const KEYS = ['orderUpdates', 'promotions', 'newsletter'] as const;

/** What the customer agreed to hear from the shop, changed on their behalf and saved at once. */
export function CustomerNotifications({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateCustomer(customer.id);
  const [choices, setChoices] = useState<Choices>(customer.notifications);
  const save = async () => {
    try {
      await update.mutateAsync({ notifications: choices });
      notify({ message: t('ecommerceOrders.customer.saved'), severity: 'success' });
    } catch {
      // Shown below from update.error.
    }
  };
  return (
    <Card>
      <CardHeader
        title={t('ecommerceOrders.customer.tab.notifications')}
        subheader={t('ecommerceOrders.customer.notificationsHint')}
      />
      <CardContent>
        <Stack spacing={1}>
          {update.error ? <Alert severity="error">{errorText(update.error)}</Alert> : null}
          {KEYS.map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  checked={choices[key]}
                  onChange={(e) => setChoices((c) => ({ ...c, [key]: e.target.checked }))}
                />
              }
              label={t(`ecommerceOrders.customer.notification.${key}`)}
            />
          ))}
          <div>
            <Button variant="contained" onClick={() => void save()} disabled={update.isPending}>
              {t('ecommerceOrders.save')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
