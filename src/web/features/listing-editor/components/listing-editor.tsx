import type { ListingView } from '@common/schemas/listings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { IconExternalLink } from '@tabler/icons-react';
import { PageHeader } from '@web/components/page-header';
import { QueryState } from '@web/components/query-state';
import { useErrorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useListing } from '../api/listing-queries';
import { offerPath } from '../lib/paths';
import { ListingForm } from './listing-form';
import { ListingStatusChip } from './listing-status-chip';

/**
 * The add-new page: a new listing, or with `?id=` an existing one loaded first. After the first
 * save the address takes the new id (a reload edits it), without starting the form over.
 */
export function ListingEditor() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = params.get('id');
  const query = useListing(id);
  const [saved, setSaved] = useState<ListingView | null>(null);
  // The form restarts when the member opens another listing or a blank one, not when its own save names the id.
  const [ownId, setOwnId] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [seenId, setSeenId] = useState(id);
  if (seenId !== id) {
    setSeenId(id);
    if (id === null || id !== ownId) {
      setOwnId(null);
      setGeneration((g) => g + 1);
      setSaved(null);
    }
  }

  const onSaved = (listing: ListingView) => {
    setSaved(listing);
    if (listing.id !== id) {
      setOwnId(listing.id);
      void navigate(`${pathname}?id=${encodeURIComponent(listing.id)}`, { replace: true });
    }
  };
  const current = saved ?? query.data ?? null;
  const editing = id !== null;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <PageHeader
          title={editing ? t('listingEditor.editTitle') : t('listingEditor.addTitle')}
          subtitle={t('listingEditor.subtitle')}
        />
        {current && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <ListingStatusChip status={current.status} />
            {/* A draft's page too: its owner sees it there as it will look, with a way to publish it. */}
            <Button
              size="small"
              component={Link}
              to={offerPath(i18n.language, current.id)}
              endIcon={<IconExternalLink size={16} />}
            >
              {t('listingEditor.viewOffer')}
            </Button>
            <Chip
              size="small"
              variant="outlined"
              component={Link}
              clickable
              to="/my-items"
              label={t('listingEditor.toMyItems')}
            />
          </Stack>
        )}
      </Stack>
      {editing && ownId !== id ? (
        <QueryState
          pending={query.isPending}
          error={query.isError}
          errorText={errorText(query.error ?? 'listingNotFound')}
          onRetry={() => void query.refetch()}
        >
          {() => <ListingForm key={`${generation}-${id}`} listing={query.data!} onSaved={onSaved} />}
        </QueryState>
      ) : (
        <ListingForm key={generation} listing={null} onSaved={onSaved} />
      )}
    </Box>
  );
}
