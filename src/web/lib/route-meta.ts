import type { PagePrefetch } from './page-data';
import type { AppAction, AppSubject } from '@common/permissions/subjects';

/** What a page file may say about its route (SPEC.md section 2 "Route meta flags"). */
export interface RouteMeta {
  /** Open to everyone, signed in or not. */
  public?: boolean;
  /** Only for signed-out visitors (login, register, forgot-password). */
  unauthenticatedOnly?: boolean;
  /** blank: no chrome; front: the sites' public pages; default: the admin chrome. */
  layout?: 'default' | 'blank' | 'front';
  /** The layout for a signed-in visitor, where it differs (the not-found page keeps the admin chrome). */
  signedInLayout?: 'default' | 'blank' | 'front';
  /** Fixed content height (chat, email, logistics fleet). */
  layoutWrapperClasses?: string;
  /** Route name of the menu item to keep highlighted. */
  navActiveLink?: string;
  /** Access rule: both or neither, from the lists in src/common/permissions/subjects.ts. */
  action?: AppAction;
  subject?: AppSubject;
  /** Translation areas (locales/<lang>/<area>.json) the page needs beyond those every page loads. */
  i18n?: readonly string[];
  /**
   * The page is made of islands (ADR 0026): rendered on the server as static HTML, of which the
   * browser hydrates only the interactive parts (<Island>) for a visitor the server rendered it for.
   * Every part that answers the reader must then be an island.
   */
  islands?: boolean;
}

/** The layout a route renders in for this visitor. */
export function layoutFor(meta: RouteMeta, signedIn: boolean): NonNullable<RouteMeta['layout']> {
  return (signedIn ? meta.signedInLayout : undefined) ?? meta.layout ?? 'default';
}

export interface PageModule {
  default: React.ComponentType;
  meta?: RouteMeta;
  /** The page's data, fetched before it renders (src/web/lib/page-data.ts). */
  prefetch?: PagePrefetch;
}

/** A route before it becomes a react-router route: plain data, so the merge rules are testable. */
export interface RouteDef {
  path: string;
  name: string;
  load: () => Promise<PageModule>;
  /** Known up front only for routes declared in code (site routes); file routes carry it in the module. */
  meta?: RouteMeta;
}
