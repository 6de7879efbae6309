import { REVIEW_STATUSES, type Review, type ReviewStatus } from '@common/schemas/ecommerce-catalogue';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DataTable, type DataColumn } from '@web/components/data-table/data-table';
import { PageHeader } from '@web/components/page-header';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useErrorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteReview, useModerateReview, useReviews, useReviewStats } from '../api/catalogue';
import { intlLocale } from '../lib/format';
import { useDebounced } from '@web/lib/use-debounced';
import { ReviewStatsCards } from './review-stats';
import { StatusChip } from './status-chip';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { SearchField } from '@web/components/data-table/search-field';

/** /apps/ecommerce/manage-review: reviews of the shop's products, to approve, reject or delete. */
export function ReviewList() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const [rating, setRating] = useState('');
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [deleting, setDeleting] = useState<Review | null>(null);
  const q = useDebounced(search.trim());
  const reviews = useReviews({
    page: paging.page + 1,
    pageSize: paging.pageSize,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(rating ? { rating: Number(rating) } : {}),
  });
  const stats = useReviewStats();
  const moderate = useModerateReview();
  const remove = useDeleteReview();
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const refilter = (apply: () => void) => {
    apply();
    setPaging((p) => ({ ...p, page: 0 }));
  };
  const setReviewStatus = (review: Review, next: 'approved' | 'rejected') =>
    moderate.mutate(
      { id: review.id, status: next },
      { onError: (err) => notify({ message: errorText(err), severity: 'error' }) },
    );

  const columns: DataColumn<Review>[] = [
    {
      id: 'productName',
      header: t('ecommerceCatalogue.reviews.product'),
      minWidth: 160,
      cell: (row) => row.productName,
    },
    {
      id: 'authorName',
      header: t('ecommerceCatalogue.reviews.reviewer'),
      minWidth: 150,
      cell: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {row.authorName}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {row.authorEmail}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'body',
      header: t('ecommerceCatalogue.reviews.review'),
      minWidth: 260,
      cell: (row) => (
        // A cap, or one long review would widen its column to its whole length.
        <Box sx={{ minWidth: 0, maxWidth: 360 }}>
          <Rating
            value={row.rating}
            readOnly
            size="small"
            aria-label={t('ecommerceCatalogue.reviews.stars', { count: row.rating })}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {row.title}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {row.body}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'createdAt',
      header: t('ecommerceCatalogue.reviews.date'),
      minWidth: 120,
      cell: (row) => date.format(new Date(row.createdAt)),
    },
    {
      id: 'status',
      header: t('ecommerceCatalogue.products.status'),
      minWidth: 120,
      cell: (row) => <StatusChip status={row.status} />,
    },
    {
      id: 'actions',
      header: t('ecommerceCatalogue.actions'),
      minWidth: 150,
      align: 'right',
      cell: (row) => (
        <>
          <Tooltip title={t('ecommerceCatalogue.reviews.approve')}>
            <span>
              <IconButton
                onClick={() => setReviewStatus(row, 'approved')}
                disabled={row.status === 'approved'}
                aria-label={`${t('ecommerceCatalogue.reviews.approve')}: ${row.title}`}
              >
                <IconCheck size={20} />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('ecommerceCatalogue.reviews.reject')}>
            <span>
              <IconButton
                onClick={() => setReviewStatus(row, 'rejected')}
                disabled={row.status === 'rejected'}
                aria-label={`${t('ecommerceCatalogue.reviews.reject')}: ${row.title}`}
              >
                <IconX size={20} />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('ecommerceCatalogue.delete')}>
            <IconButton onClick={() => setDeleting(row)} aria-label={`${t('ecommerceCatalogue.delete')}: ${row.title}`}>
              <IconTrash size={20} />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeader title={t('ecommerceCatalogue.reviews.title')} gutter={false} />
      {stats.data && <ReviewStatsCards stats={stats.data} />}
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
          <SearchField
            label={t('ecommerceCatalogue.reviews.search')}
            value={search}
            onChange={(value) => refilter(() => setSearch(value))}
          />
          <TextField
            select
            size="small"
            label={t('ecommerceCatalogue.products.status')}
            value={status}
            onChange={(e) => refilter(() => setStatus(e.target.value as ReviewStatus | ''))}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('ecommerceCatalogue.any')}</MenuItem>
            {REVIEW_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`ecommerceCatalogue.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('ecommerceCatalogue.reviews.rating')}
            value={rating}
            onChange={(e) => refilter(() => setRating(e.target.value))}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('ecommerceCatalogue.any')}</MenuItem>
            {[5, 4, 3, 2, 1].map((star) => (
              <MenuItem key={star} value={String(star)}>
                {t('ecommerceCatalogue.reviews.stars', { count: star })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {reviews.isError && (
          <LoadErrorAlert
            text={t('ecommerceCatalogue.reviews.loadFailed')}
            onRetry={() => void reviews.refetch()}
            sx={{ mx: 2, mb: 2 }}
          />
        )}
        <DataTable
          label={t('ecommerceCatalogue.reviews.title')}
          columns={columns}
          rows={reviews.data?.items ?? []}
          getRowId={(row) => row.id}
          total={reviews.data?.total ?? 0}
          loading={reviews.isFetching}
          emptyText={t('ecommerceCatalogue.grid.noRows')}
          paging={paging}
          onPaging={setPaging}
        />
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('ecommerceCatalogue.reviews.deleteTitle')}
        text={t('ecommerceCatalogue.reviews.deleteText', { name: deleting?.authorName ?? '' })}
        confirmLabel={t('ecommerceCatalogue.delete')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Stack>
  );
}

export default ReviewList;
