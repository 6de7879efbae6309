import type { Bootstrap } from '@common/bootstrap';
import type { SiteConfig } from '@common/sites';
import { landingCandidates } from '@web/lib/paths';
import type { SiteContextValue } from '@web/lib/site-context';
import { useMemo } from 'react';

/**
 * An island asks `hasPage` only where a reader who signs in is sent on (landingPath): the server,
 * which has the route table, answers those questions for the page (SsrData.pages) and the islands'
 * build carries no route table (every page's meta and loader, ~4 KB gzip and ~400 chunks).
 */
export function answerIslandPageQuestions(
  site: SiteConfig,
  hasPage: (path: string) => boolean,
): Record<string, boolean> {
  return Object.fromEntries(landingCandidates(site).map((path) => [path, hasPage(path)]));
}

/** SiteContext in an island's root, on the server and in the browser alike. */
export function useIslandSiteValue(
  site: SiteConfig,
  runtime: Bootstrap['runtime'],
  pages: Record<string, boolean>,
): SiteContextValue {
  return useMemo(
    () => ({
      site,
      runtime,
      hasPage: (path) => {
        const known = pages[path];
        // A question the server was not asked is a bug: said out loud, answered "no page".
        if (known === undefined) console.error(`An island asked hasPage("${path}"), which the server did not answer`);
        return known ?? false;
      },
      // Menus are not islands: nothing on an islands page asks these.
      pageMeta: () => undefined,
      preloadPage: () => {},
    }),
    [site, runtime, pages],
  );
}
