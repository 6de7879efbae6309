import type { Bootstrap } from '@common/bootstrap';
import type { SiteConfig } from '@common/sites';
import { createContext, useContext } from 'react';
import type { RouteMeta } from './route-meta';

export interface SiteContextValue {
  site: SiteConfig;
  runtime: Bootstrap['runtime'];
  /** Whether a path opens a page on this site (not the not-found page): from the route table. */
  hasPage: (path: string) => boolean;
  /** The meta of the page a path opens (undefined: none), known before the page loads; the menu's access rules. */
  pageMeta: (path: string) => RouteMeta | undefined;
  /** Starts loading the code of the page a path opens (a menu entry reached by pointer or focus). */
  preloadPage: (path: string) => void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site this page is rendered for (resolved once at start; a site never changes in a tab). */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteContext>');
  return value;
}
