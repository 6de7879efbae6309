import { isLangCode, languageOf } from '@common/i18n/languages';
import type { ListingView } from '@common/schemas/listings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconEye, IconEyeOff, IconPackage, IconPencil, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListingThumb } from '@web/components/listing-thumb';
import { ListToolbar } from '@web/components/data-table/list-toolbar';
import { TableShell } from '@web/components/data-table/table-shell';
import { PageHeader } from '@web/components/page-header';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useErrorText } from '@web/lib/error-text';
import { formatPrice, formatPriceUnit } from '@web/lib/listing-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMyListings } from '../api/listing-queries';
import { useDeleteListing, usePublishToggle } from '../api/listing-status';
import { ADD_NEW_PATH, editPath, offerPath } from '../lib/paths';
import { ListingStatusChip } from './listing-status-chip';

/** "No items" and the way to the first one (SPEC.md section 2, empty states). */
function NoItems({ addPath }: { addPath: string }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, sm: 8 }, textAlign: 'center' }}>
      <Box sx={{ color: 'text.disabled', mb: 2 }}>
        <IconPackage size={56} stroke={1.25} />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('listingEditor.myItems.empty')}
      </Typography>
      <Link component={RouterLink} to={addPath} variant="body1" sx={{ fontWeight: 600 }}>
        {t('listingEditor.myItems.addFirst')}
      </Link>
    </Card>
  );
}

/** The cover picture, or the first one. */
function Thumb({ listing }: { listing: ListingView }) {
  const cover = listing.images.find((i) => i.cover) ?? listing.images[0];
  return <ListingThumb url={cover?.thumb} isPrivate={listing.status !== 'published'} width={64} height={48} />;
}

/** The member's listings on this site: status, price, and publishing, editing and deleting each. */
export function MyItems({ addPath = ADD_NEW_PATH }: { addPath?: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const mine = useMyListings();
  const toggle = usePublishToggle();
  const remove = useDeleteListing();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<ListingView | null>(null);
  const items = mine.data?.items ?? [];
  // Intl wants a BCP 47 tag: our codes "cn" and "br" are not (to Intl, "br" is Breton).
  const locale = languageOf(isLangCode(i18n.language) ? i18n.language : 'en').htmlLang;
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const shown = needle ? items.filter((l) => l.name.toLocaleLowerCase(i18n.language).includes(needle)) : items;

  const setPublished = (listing: ListingView, publish: boolean) =>
    toggle.mutate(
      { id: listing.id, publish },
      {
        onSuccess: () =>
          notify({
            message: t(publish ? 'listingEditor.myItems.published' : 'listingEditor.myItems.unpublished'),
            severity: 'success',
          }),
        onError: (error) => notify({ message: errorText(error), severity: 'error' }),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify({ message: t('listingEditor.myItems.deleted'), severity: 'success' });
      },
    });
  };

  const header = <PageHeader title={t('listingEditor.myItems.title')} subtitle={t('listingEditor.myItems.subtitle')} />;
  if (mine.isSuccess && items.length === 0)
    return (
      <Box>
        {header}
        <NoItems addPath={addPath} />
      </Box>
    );

  return (
    <Box>
      {header}
      <Card>
        <ListToolbar
          searchLabel={t('listingEditor.myItems.search')}
          search={search}
          onSearch={setSearch}
          addLabel={t('nav.addNew')}
          onAdd={() => void navigate(addPath)}
        />
        <TableShell
          label={t('listingEditor.myItems.title')}
          columns={[
            { label: t('listingEditor.myItems.item') },
            { label: t('listingEditor.myItems.price') },
            { label: t('listingEditor.myItems.status') },
            { label: t('listingEditor.myItems.actions'), align: 'right' },
          ]}
          fetching={mine.isFetching}
          errorText={mine.isError ? t('listingEditor.myItems.loadFailed') : null}
          onRetry={() => void mine.refetch()}
          emptyText={mine.isSuccess && shown.length === 0 ? t('listingEditor.myItems.noMatch') : null}
        >
          {shown.map((listing) => {
            const price = formatPrice(listing.priceMinor, listing.currency, locale) ?? t('common.free');
            const unit = formatPriceUnit(listing, locale, t);
            const published = listing.status === 'published';
            const busy = toggle.isPending && toggle.variables.id === listing.id;
            return (
              <TableRow key={listing.id} hover>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
                    <Thumb listing={listing} />
                    <Box sx={{ minWidth: 0 }}>
                      <Link component={RouterLink} to={offerPath(i18n.language, listing.id)} sx={{ fontWeight: 600 }}>
                        {listing.name}
                      </Link>
                      {listing.locationText && (
                        <Typography variant="body2" color="textSecondary" noWrap>
                          {listing.locationText}
                        </Typography>
                      )}
                    </Box>
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {price}
                  {unit && (
                    <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
                      {unit}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <ListingStatusChip status={listing.status} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    variant={published ? 'text' : 'outlined'}
                    startIcon={published ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                    loading={busy}
                    onClick={() => setPublished(listing, !published)}
                    aria-label={t(
                      published ? 'listingEditor.myItems.unpublishNamed' : 'listingEditor.myItems.publishNamed',
                      { name: listing.name },
                    )}
                  >
                    {t(published ? 'listingEditor.myItems.unpublish' : 'listingEditor.myItems.publish')}
                  </Button>
                  <Tooltip title={t('listingEditor.myItems.edit')}>
                    <IconButton
                      component={RouterLink}
                      to={editPath(listing.id)}
                      aria-label={t('listingEditor.myItems.editNamed', { name: listing.name })}
                    >
                      <IconPencil size={20} />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('listingEditor.myItems.delete')}>
                    <IconButton
                      color="error"
                      onClick={() => setDeleting(listing)}
                      aria-label={t('listingEditor.myItems.deleteNamed', { name: listing.name })}
                    >
                      <IconTrash size={20} />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableShell>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('listingEditor.myItems.deleteTitle')}
        text={t('listingEditor.myItems.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('listingEditor.myItems.delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </Box>
  );
}
