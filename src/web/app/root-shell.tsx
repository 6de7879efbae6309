import { isLangCode } from '@common/i18n/languages';
import { switchLanguage } from '@web/lib/i18n';
import { BlankLayout } from '@web/layouts/blank-layout';
import { loadedLayout } from '@web/layouts/layout-registry';
import { NotSignedIn } from '@web/components/not-signed-in';
import { createElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { decideAccess } from './guards/decide-access';
import type { RouteMeta } from './router/route-meta';
import { useSession } from './session-context';
import { useSite } from './site-context';

interface RouteHandle {
  name: string;
  meta: RouteMeta;
}

/** ?lang= (from the /en, /pl, ... redirects or a shared link) switches the interface language. */
function useLanguageFromQuery() {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  const { site } = useSite();
  useEffect(() => {
    const lang = new URLSearchParams(search).get('lang');
    if (isLangCode(lang) && site.languages.includes(lang) && i18n.language !== lang) {
      void switchLanguage(i18n, site, lang);
    }
  }, [search, i18n, site]);
}

/**
 * The root route: applies the leaf route's meta (guard, then layout) around the page. Lazy
 * routes are resolved before render, so the meta is known on the first paint.
 */
export function RootShell() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const meta = handle?.meta ?? {};
  const { site } = useSite();
  const { session, ability } = useSession();
  useLanguageFromQuery();
  useEffect(() => {
    document.title = site.configuration.AppTitle;
  }, [site]);

  const decision = decideAccess(meta, session !== null, ability);
  if (decision.kind === 'not-authorized') return <Navigate to="/not-authorized" replace />;
  if (decision.kind === 'already-signed-in') {
    return <Navigate to={site.configuration.DefaultLandingAdminPage} replace />;
  }
  if (decision.kind === 'sign-in') {
    // Until sign-in exists the visitor is told plainly; the accounts work sends them to /login.
    return (
      <BlankLayout>
        <NotSignedIn />
      </BlankLayout>
    );
  }

  // A lookup of an already loaded module, not a component made here, so state survives renders.
  const page = (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
  return createElement(loadedLayout(meta.layout ?? 'default'), {
    wrapperClassName: meta.layoutWrapperClasses,
    children: page,
  });
}
