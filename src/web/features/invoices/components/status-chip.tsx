import type { InvoiceStatus } from '@common/schemas/invoices';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOR = { draft: 'default', sent: 'info', partial: 'warning', paid: 'success' } as const;

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`invoice.status.${status}`)} />;
}
