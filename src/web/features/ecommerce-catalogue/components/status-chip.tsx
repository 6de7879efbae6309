import type { ProductStatus, ReviewStatus } from '@common/schemas/ecommerce-catalogue';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS = {
  published: 'success',
  draft: 'default',
  inactive: 'warning',
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
} as const;

/** A product's or review's status as a coloured label. */
export function StatusChip({ status }: { status: ProductStatus | ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={COLOURS[status]} label={t(`ecommerceCatalogue.status.${status}`)} />
  );
}
