import type { Bootstrap } from '@common/bootstrap';
import type { SiteConfig } from '@common/sites';
import type { SiteContextValue } from '@web/lib/site-context';
import { useMemo } from 'react';
import { pageChecker, pageMetaLookup, pagePreloader, siteRouteTable } from './router/site-route-table';

/** What SiteContext holds for a site: the app and every island of a page give the same. */
export function useSiteValue(site: SiteConfig, runtime: Bootstrap['runtime']): SiteContextValue {
  return useMemo(() => {
    const table = siteRouteTable(site);
    return {
      site,
      runtime,
      hasPage: pageChecker(table),
      pageMeta: pageMetaLookup(table),
      preloadPage: pagePreloader(table),
    };
  }, [site, runtime]);
}
