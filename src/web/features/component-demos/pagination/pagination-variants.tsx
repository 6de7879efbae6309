import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function PaginationVariants() {
  const { t } = useTranslation();
  const label = t('components.pagination.label');
  return (
    <Stack spacing={2}>
      <Pagination count={5} aria-label={label} />
      <Pagination count={5} color="primary" aria-label={label} />
      <Pagination count={5} variant="outlined" color="primary" aria-label={label} />
      <Pagination count={5} shape="rounded" color="secondary" aria-label={label} />
      <Pagination count={5} variant="outlined" shape="rounded" disabled aria-label={label} />
    </Stack>
  );
}
