import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PAGES = 20;

export default function PaginationControlled() {
  const { t } = useTranslation();
  const [page, setPage] = useState(5);
  // On a phone: smaller items and no neighbours around the current page, so the row fits.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Stack spacing={2}>
      <Typography role="status">{t('components.pagination.pageOf', { page, count: PAGES })}</Typography>
      <Pagination
        count={PAGES}
        page={page}
        onChange={(_, value) => setPage(value)}
        color="primary"
        size={narrow ? 'small' : 'medium'}
        showFirstButton
        showLastButton
        siblingCount={narrow ? 0 : 1}
        boundaryCount={1}
        aria-label={t('components.pagination.label')}
      />
    </Stack>
  );
}
