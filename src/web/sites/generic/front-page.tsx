import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SiteFront } from '@web/components/front/site-front';
import type { FrontCategory } from '@web/components/front/category-links';
// The grid's own module, not the feature's index: a front page does not download the search form.
import { LatestListings, prefetchLatestListings } from '@web/features/listings/components/latest-listings';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';
import { MarketsArt } from './art';
import { SitesIndex } from './sites-index';

export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['front', 'listings'], islands: true };

/** The newest listings of every kind come with the page. */
export const prefetch = prefetchLatestListings;

/** One chip per kind of the busiest sites: the generic site searches across all of them. */
const CATEGORIES: FrontCategory[] = [
  { label: 'front.generic.cat1', kind: 'tutoring', kindOnly: true },
  { label: 'front.generic.cat2', kind: 'table', kindOnly: true },
  { label: 'front.generic.cat3', kind: 'property', kindOnly: true },
  { label: 'front.generic.cat4', kind: 'fashion', kindOnly: true },
];

/** The generic site's front page is the index of every site, then offers from all of them. */
export default function FrontPage() {
  const { t } = useTranslation();
  return (
    <SiteFront
      art={<MarketsArt />}
      title="front.generic.title"
      subtitle="front.generic.subtitle"
      categories={CATEGORIES}
      listings={<LatestListings title={t('front.generic.latest')} />}
    >
      <Container component="section" maxWidth="lg" aria-labelledby="front-sites" sx={{ py: 6 }}>
        <Typography id="front-sites" component="h2" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
          {t('sites.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {t('sites.subtitle')}
        </Typography>
        <SitesIndex headingLevel="h3" />
      </Container>
    </SiteFront>
  );
}
