import Container from '@mui/material/Container';
import { ListingSearch, prefetchListingSearch } from '@web/features/listings';
import { Island } from '@web/islands/island';
import type { PagePrefetch } from '@web/lib/page-data';
import type { RouteMeta } from '@web/lib/route-meta';

export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['listings'], islands: true };

export const prefetch: PagePrefetch = prefetchListingSearch;

export default function SearchPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Island name="listing-search" component={ListingSearch} props={{}} />
    </Container>
  );
}
