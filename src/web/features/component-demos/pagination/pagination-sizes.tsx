import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function PaginationSizes() {
  const { t } = useTranslation();
  const label = t('components.pagination.label');
  return (
    <Stack spacing={2}>
      <Pagination count={5} size="small" color="primary" aria-label={label} />
      <Pagination count={5} color="primary" aria-label={label} />
      <Pagination count={5} size="large" color="primary" aria-label={label} />
    </Stack>
  );
}
