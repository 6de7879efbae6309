import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '@common/constants';
import type { SiteId } from '@common/sites';
import type { PageModule, RouteDef } from '@web/lib/route-meta';

/**
 * Routes that are not page files. The default extras are appended to every site's routes; a
 * site's own list may add paths or replace a path's name, component and meta, as its front page
 * does. Every component is a lazy chunk.
 */
export const DEFAULT_EXTRA_ROUTES: RouteDef[] = [
  { path: FRONT_PAGE_PATH, name: 'front-page', load: () => import('./generic/front-page') },
  { path: ALL_SITES_PATH, name: 'all-sites', load: () => import('./generic/all-sites-page') },
];

const frontPage = (load: () => Promise<PageModule>): RouteDef => ({ path: FRONT_PAGE_PATH, name: 'front-page', load });

export const SITE_ROUTES: Record<SiteId, RouteDef[]> = {
  generic: [],
  bit: [frontPage(() => import('./bit/front-page'))],
  bookatable4: [frontPage(() => import('./bookatable4/front-page'))],
  korepetycje: [frontPage(() => import('./korepetycje/front-page'))],
  fashionableoutfit: [frontPage(() => import('./fashionableoutfit/front-page'))],
  aiteaches: [frontPage(() => import('./aiteaches/front-page'))],
  liveappmaker: [frontPage(() => import('./liveappmaker/front-page'))],
  bestgame: [frontPage(() => import('./bestgame/front-page'))],
  czytajbiblie: [frontPage(() => import('./czytajbiblie/front-page'))],
  corpobond: [frontPage(() => import('./corpobond/front-page'))],
  naszdom: [frontPage(() => import('./naszdom/front-page'))],
};
