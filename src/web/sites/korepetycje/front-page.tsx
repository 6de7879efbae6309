import { SiteFront } from '@web/components/front/site-front';
import type { FrontCategory } from '@web/components/front/category-links';
// The grid's own module, not the feature's index: a front page does not download the search form.
import { LatestListings, prefetchLatestListings } from '@web/features/listings/components/latest-listings';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';
import { TutoringArt } from './art';

export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['front', 'listings'] };

/** The site's newest listings come with the page (rendered on the server, no second fetch). */
export const prefetch = prefetchLatestListings;

const CATEGORIES: FrontCategory[] = [
  { label: 'front.korepetycje.cat1' },
  { label: 'front.korepetycje.cat2' },
  { label: 'front.korepetycje.cat3' },
  { label: 'front.korepetycje.cat4' },
];

export default function FrontPage() {
  const { t } = useTranslation();
  return (
    <SiteFront
      art={<TutoringArt />}
      title="front.korepetycje.title"
      subtitle="front.korepetycje.subtitle"
      categories={CATEGORIES}
      listings={<LatestListings title={t('front.korepetycje.latest')} />}
    />
  );
}
