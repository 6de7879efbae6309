import { LISTING_KINDS, type ListingKind } from '@common/schemas/listings';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { PagePrefetch } from '@web/lib/page-data';
import { Island } from '@web/islands/island';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { latestListingsOptions } from '../queries';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { ListingsLoadError } from './listings-load-error';

interface LatestListingsProps {
  /** Only listings of this kind (a LISTING_KINDS code); by default every kind the site lists. */
  kind?: string;
  /** The section's heading; by default "Latest listings" in the reader's language. */
  title?: string;
}

const LISTING_KIND_SET: ReadonlySet<string> = new Set(LISTING_KINDS);

/** A kind the API knows, or none: a front page passing a word we do not list shows every kind. */
function knownKind(kind: string | undefined): ListingKind | undefined {
  return kind && LISTING_KIND_SET.has(kind) ? (kind as ListingKind) : undefined;
}

/**
 * The site's newest published listings, for a front page: a grid that grows as the reader
 * scrolls. The page's `prefetch` should include prefetchLatestListings so it renders filled.
 */
export function LatestListingsGrid({ kind, title }: LatestListingsProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(latestListingsOptions(knownKind(kind)));
  const listings = query.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = useId();

  let body;
  if (query.isPending) body = <ListingGridSkeleton />;
  else if (query.isError && listings.length === 0) body = <ListingsLoadError onRetry={() => void query.refetch()} />;
  else if (listings.length === 0)
    body = (
      <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('listings.latest.empty')}
      </Typography>
    );
  else
    body = (
      <ListingGrid
        listings={listings}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => {
          if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        }}
      />
    );

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="latest-listings">
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 3 }}>
        {title ?? t('listings.latest.title')}
      </Typography>
      {body}
    </Box>
  );
}

/** The grid as an island of a server-rendered front page (ADR 0026): it pages on its own. */
export function LatestListings(props: LatestListingsProps) {
  return <Island name="latest-listings" component={LatestListingsGrid} props={props} when="visible" />;
}

/**
 * The first page of the newest listings into the cache, for a front page's `prefetch`
 * (`export const prefetch = prefetchLatestListings`, or awaited inside its own).
 */
export const prefetchLatestListings: PagePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery(latestListingsOptions());
};

/** The same for a grid given a `kind`: the cache entry is per kind, so prefetch with the same one. */
export function prefetchLatestListingsOf(kind?: string): PagePrefetch {
  return async ({ queryClient }) => {
    await queryClient.prefetchInfiniteQuery(latestListingsOptions(knownKind(kind)));
  };
}
