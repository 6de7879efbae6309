import type { UserStatus } from '@common/schemas/account';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function StatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'warning'}
      variant="outlined"
      label={t(`admin.status.${status}`)}
    />
  );
}
