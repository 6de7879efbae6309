import { useSyncExternalStore, type ReactNode } from 'react';
import { createPath, parsePath, Router, type Navigator, type To } from 'react-router';

/*
 * The router an island sees. A public page made of islands has no client-side routes: a link or
 * a navigation to another page loads that page from the server (cached, fast: ADR 0026). A change
 * of the query alone on the same page (the search's filters and paging) stays in the page: every
 * island of the page sees the new address at once, as one shared location.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let current = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;

function setCurrent(next: string) {
  current = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => setCurrent(window.location.pathname + window.location.search));
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Whether going to `href` changes only the query of this page, and not its language. */
function staysInPage(href: string): boolean {
  const target = new URL(href, window.location.href);
  if (target.origin !== window.location.origin || target.pathname !== window.location.pathname) return false;
  // The page's language is the server's: another ?lang= is another page.
  const from = new URLSearchParams(window.location.search).get('lang');
  return target.searchParams.get('lang') === from;
}

function go(to: To, replace: boolean) {
  const href = new URL(hrefOf(to), window.location.href);
  const path = href.pathname + href.search + href.hash;
  if (!staysInPage(path)) {
    if (replace) window.location.replace(path);
    else window.location.assign(path);
    return;
  }
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  setCurrent(href.pathname + href.search);
}

const fullLoadNavigator: Navigator = {
  createHref: hrefOf,
  encodeLocation: (to) => {
    const { pathname = '/', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
    return { pathname, search, hash };
  },
  go: (delta) => window.history.go(delta),
  push: (to) => go(to, false),
  replace: (to) => go(to, true),
};

/** `location`: the address the server rendered (the browser reads its own). */
export function IslandRouter({ location, children }: { location: string; children: ReactNode }) {
  const here = useSyncExternalStore(
    subscribe,
    () => current,
    () => location,
  );
  return (
    <Router location={here} navigator={fullLoadNavigator}>
      {children}
    </Router>
  );
}
