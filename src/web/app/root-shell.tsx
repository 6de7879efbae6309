import { isLangCode } from '@common/i18n/languages';
import { switchLanguage, useI18nInstance } from '@web/lib/i18n';
import { loadedLayout } from '@web/layouts/layout-registry';
import { safeRedirect } from '@web/lib/safe-redirect';
import { createElement, useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { decideAccess } from './guards/decide-access';
import { loginPath, PATHS } from '@web/lib/paths';
import { useLandingPath } from '@web/lib/use-landing-path';
import { useRulesCheck } from './guards/use-rules-check';
import { PageLoading } from '@web/components/page-loading';
import { layoutFor, type RouteMeta } from '@web/lib/route-meta';
import { useSession } from '@web/lib/session-context';
import { useSite } from '@web/lib/site-context';
import { useShellFrameRemoved } from './use-shell-frame-removed';

interface RouteHandle {
  name: string;
  meta: RouteMeta;
}

/** ?lang= (from the /en, /pl, ... redirects or a shared link) switches the interface language. */
function useLanguageFromQuery() {
  const { search } = useLocation();
  const i18n = useI18nInstance();
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
  useShellFrameRemoved();
  useEffect(() => {
    document.title = site.configuration.AppTitle;
  }, [site]);

  const location = useLocation();
  // The path the app has drawn, set as each navigation commits (the address bar may change a moment
  // before): the e2e menu walk moves through the app and waits on it, as dataset.appReady for the start.
  useEffect(() => {
    document.documentElement.dataset.routePath = location.pathname;
  }, [location.key, location.pathname]);
  const landing = useLandingPath();
  const decision = decideAccess(meta, session !== null, ability);
  const checkingRules = useRulesCheck(decision.kind === 'not-authorized', location.pathname);
  if (checkingRules) return <PageLoading />;
  if (decision.kind === 'not-authorized') return <Navigate to={PATHS.notAuthorized} replace />;
  if (decision.kind === 'already-signed-in') {
    // Just signed in on /login?redirecturl=..., or a signed-in visitor on a signed-out page.
    const back = safeRedirect(new URLSearchParams(location.search).get('redirecturl'));
    return <Navigate to={back ?? landing} replace />;
  }
  if (decision.kind === 'sign-in') {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }

  // A lookup of an already loaded module, not a component made here, so state survives renders.
  const page = (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
  return createElement(loadedLayout(layoutFor(meta, session !== null)), {
    wrapperClassName: meta.layoutWrapperClasses,
    children: page,
  });
}
