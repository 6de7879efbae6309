import type { RouteMeta } from '@web/lib/route-meta';
import { useSession } from '@web/lib/session-context';
import { homePath } from '@web/lib/paths';
import { useSite } from '@web/lib/site-context';
import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { fullMenu, visibleMenu, type ActiveRoute } from './menu-logic';
import type { NavItem } from './nav-types';

/** The menu this user may see on this site. */
export function useMenu(): NavItem[] {
  const { site, pageMeta } = useSite();
  const { ability } = useSession();
  return useMemo(() => {
    const home = homePath(ability, site, (path) => pageMeta(path) !== undefined);
    return visibleMenu(fullMenu(site.navigation, home), ability, pageMeta);
  }, [site, ability, pageMeta]);
}

/** The current path and the page's navActiveLink, for highlighting menu entries. */
export function useActiveRoute(): ActiveRoute {
  const { pathname } = useLocation();
  const matches = useMatches();
  const meta = (matches[matches.length - 1]?.handle as { meta?: RouteMeta } | undefined)?.meta;
  return useMemo(() => ({ pathname, navActiveLink: meta?.navActiveLink }), [pathname, meta?.navActiveLink]);
}
