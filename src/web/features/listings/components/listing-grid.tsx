import type { ListingView } from '@common/schemas/listings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCard, ListingCardSkeleton, listingCardStyles } from './listing-card';

/** The grid of cards, with every card's styles (listing-card.tsx): one style rule set per page. */
const CardList = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  padding: 0,
  margin: 0,
  ...listingCardStyles(theme),
}));

/** Placeholder cards while the first page loads. */
export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <CardList as="div" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </CardList>
  );
}

interface ListingGridProps {
  listings: ListingView[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * Cards in a responsive grid, and more of them as the reader scrolls: an IntersectionObserver on
 * a sentinel under the grid asks for the next page. The "Load more" button stays for keyboards,
 * screen readers and browsers without the observer.
 */
export function ListingGrid({ listings, hasMore, loadingMore, onLoadMore }: ListingGridProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore]);

  return (
    <>
      <CardList>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </CardList>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', mt: 3, minHeight: 1 }}>
        {hasMore && (
          <Button
            variant="outlined"
            onClick={onLoadMore}
            disabled={loadingMore}
            startIcon={loadingMore ? <CircularProgress size={16} /> : undefined}
          >
            {t('listings.loadMore')}
          </Button>
        )}
      </Box>
    </>
  );
}
