import { SiteFront } from '@web/components/front/site-front';
import { numberedCategories } from '@web/components/front/category-links';
// The grid's own module, not the feature's index: a front page does not download the search form.
import { LatestListings, prefetchLatestListings } from '@web/features/listings/components/latest-listings';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';
import { AppArt } from './art';

export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['front', 'listings'], islands: true };

/** The site's newest listings come with the page (rendered on the server, no second fetch). */
export const prefetch = prefetchLatestListings;

export default function FrontPage() {
  const { t } = useTranslation();
  return (
    <SiteFront
      art={<AppArt />}
      title="front.liveappmaker.title"
      subtitle="front.liveappmaker.subtitle"
      categories={numberedCategories('front.liveappmaker')}
      listings={<LatestListings title={t('front.liveappmaker.latest')} />}
      meetup
    />
  );
}
