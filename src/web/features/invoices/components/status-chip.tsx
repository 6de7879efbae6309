import type { InvoiceShownStatus } from '@common/schemas/invoices';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Past due is the one that needs someone to act: red. */
export const INVOICE_STATUS_COLOR = {
  draft: 'default',
  sent: 'info',
  partial: 'warning',
  paid: 'success',
  pastDue: 'error',
} as const;

export function InvoiceStatusChip({ status }: { status: InvoiceShownStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={INVOICE_STATUS_COLOR[status]} label={t(`invoice.status.${status}`)} />
  );
}
