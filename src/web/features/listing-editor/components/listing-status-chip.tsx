import type { ListingStatus } from '@common/schemas/listings';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOR = { draft: 'default', published: 'success', archived: 'warning' } as const;

export function ListingStatusChip({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={t(`listingEditor.status.${status}`)}
    />
  );
}
