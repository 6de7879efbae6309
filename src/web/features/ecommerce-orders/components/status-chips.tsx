import type { OrderStatusValue, PaymentStatus } from '@common/schemas/ecommerce-orders';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TONE, STATUS_TONE } from '../lib/format';

export function OrderStatusChip({ status }: { status: OrderStatusValue }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="filled" color={STATUS_TONE[status]} label={t(`ecommerceOrders.status.${status}`)} />
  );
}

export function PaymentChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={PAYMENT_TONE[status]} label={t(`ecommerceOrders.payment.${status}`)} />
  );
}
