import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { siteById, type SiteConfig } from '@common/sites';
import type { PageRenderer, RenderRequest, RenderResult } from '@common/ssr';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { AppProviders } from './app/app-providers';
import { buildRoutes } from './app/router/build-routes';
import { setApiTransport } from './lib/api-client';
import { initI18n, readLoadedResources } from './lib/i18n';
import { pageStyleChunks } from './core/theme/page-style-chunks';
import { createQueryClient } from './lib/query-client';
import type { RouteMeta } from './lib/route-meta';
import { IslandCollector, IslandCollectorContext, ISLAND_INDEX_ATTRIBUTE, islandIdPrefix } from './islands/island';
import { IslandProviders, type IslandProvidersProps } from './islands/island-providers';
import { answerIslandPageQuestions } from './islands/island-site-value';
import { pageChecker, siteRouteTable } from './app/router/site-route-table';

/*
 * The server renderer of public pages (ADR 0014), built by Vite into dist/ssr/entry-server.js
 * and called by the Node server for each request. Every request gets its own i18n instance,
 * query cache, router and Emotion cache; the API calls a page's prefetch makes are answered
 * in-process through the request's own apiFetch, found through AsyncLocalStorage because the
 * API client is a module shared by all requests.
 */
const requestApi = new AsyncLocalStorage<RenderRequest['apiFetch']>();
setApiTransport((url, init) => {
  const apiFetch = requestApi.getStore();
  if (!apiFetch) return Promise.reject(new Error('API call outside a server render'));
  return apiFetch(url, init);
});

/** The whole tree rendered with React's streaming renderer, once every suspended part is ready. */
function renderToHtml(element: React.ReactNode, identifierPrefix?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      ...(identifierPrefix ? { identifierPrefix } : {}),
      // Crawlers and link previews get the whole page, not a loading state.
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/** The same keys as the browser's caches, so hydration finds the class names it expects. */
function styleCacheFor(rtl: boolean) {
  return rtl ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui' });
}

/**
 * The render's styles as <style> elements for the head. `data-s` tells Emotion's default cache
 * (made when @emotion/react loads in the browser) that they are placed already: without it, it
 * moves every one to the end of <head>, and the browser drops and re-reads the page's ~125 KB of
 * rules and restyles it, in the middle of the app's start (issue #12).
 */
function styleTags(emotion: ReturnType<typeof createEmotionServer>, styleCache: EmotionCache, html: string): string {
  return emotion
    .constructStyleTagsFromChunks({ html, styles: pageStyleChunks(styleCache) })
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
}

/**
 * A private page's shell: what every page has around it, without the page, which needs the
 * session only the browser has. For a visitor who has not answered the cookie question that is
 * the banner, the largest text on a phone's first screen: it paints from the HTML as on public
 * pages, instead of after the app's entry, its texts and its first render (on the CRM dashboard
 * Lighthouse counted the page's ~60 files into that paint). A visitor who answered gets it
 * hidden by the pre-paint script. No data: the browser takes the banner over and creates the page
 * around it (main.tsx).
 */
async function renderShell(
  request: RenderRequest,
  i18n: I18n,
  queryClient: QueryClient,
  rtl: boolean,
): Promise<RenderResult> {
  const { bootstrap } = request;
  const styleCache = styleCacheFor(rtl);
  const app = (
    <AppProviders
      site={siteById(bootstrap.siteId)}
      runtime={bootstrap.runtime}
      i18n={i18n}
      queryClient={queryClient}
      firstRender={{ direction: bootstrap.dir, styleCache, formatted: new Map() }}
    >
      {null}
    </AppProviders>
  );
  const emotion = createEmotionServer(styleCache);
  const html = await renderToHtml(app);
  return { kind: 'page', status: 200, html, styles: styleTags(emotion, styleCache, html) };
}

/**
 * Each island of a page in a root of its own, as the browser hydrates it (ADR 0026): its HTML goes
 * into the empty placeholder the page's render left for it. Rendered one after another with the
 * page's caches, so their styles join the page's and their data is the page's.
 */
async function fillIslands(
  html: string,
  collector: IslandCollector,
  around: Omit<IslandProvidersProps, 'children'>,
): Promise<string> {
  let filled = html;
  const islands = collector.islands;
  for (let index = 0; index < islands.length; index++) {
    const { component: Component, props } = islands[index]!;
    const inner = await renderToHtml(
      <IslandProviders {...around}>
        <Component {...props} />
      </IslandProviders>,
      islandIdPrefix(index),
    );
    // React escapes ">" in attribute values, so the placeholder's first "></div>" is its own end.
    const at = filled.indexOf(`${ISLAND_INDEX_ATTRIBUTE}="${index}"`);
    const end = at < 0 ? -1 : filled.indexOf('></div>', at);
    if (end < 0) throw new Error(`island ${index} has no placeholder`);
    filled = filled.slice(0, end + 1) + inner + filled.slice(end + 1);
  }
  return filled;
}

const islandPagesBySite = new WeakMap<SiteConfig, Record<string, boolean>>();

/** The islands' `hasPage` answers for a site (SsrData.pages): the same on every request, so found once. */
function islandPagesOf(site: SiteConfig): Record<string, boolean> {
  let pages = islandPagesBySite.get(site);
  if (!pages) {
    pages = answerIslandPageQuestions(site, pageChecker(siteRouteTable(site)));
    islandPagesBySite.set(site, pages);
  }
  return pages;
}

export const renderPage: PageRenderer = (request) =>
  requestApi.run(request.apiFetch, async (): Promise<RenderResult> => {
    const { bootstrap } = request;
    const site = siteById(bootstrap.siteId);
    const i18n = await initI18n(site, bootstrap.lang);
    const queryClient = createQueryClient();
    const rtl = bootstrap.dir === 'rtl';
    if (request.shellOnly) return renderShell(request, i18n, queryClient, rtl);
    const handler = createStaticHandler(buildRoutes(site, i18n, queryClient));
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const styleCache = styleCacheFor(rtl);
    const formatted = new Map<string, string>();
    const leaf = context.matches[context.matches.length - 1]?.route.handle as { meta?: RouteMeta } | undefined;
    // A page made of islands (ADR 0026): each leaves a placeholder, rendered in its own root below.
    const collector = leaf?.meta?.islands && context.statusCode < 400 ? new IslandCollector() : null;
    const app = (
      <IslandCollectorContext.Provider value={collector}>
        <AppProviders
          site={site}
          runtime={bootstrap.runtime}
          i18n={i18n}
          queryClient={queryClient}
          firstRender={{ direction: bootstrap.dir, styleCache, formatted }}
        >
          {/* Its hydration script is read by createBrowserRouter (boot-app.tsx); the CSP allows it by hash (ADR 0023). */}
          <StaticRouterProvider router={router} context={context} />
        </AppProviders>
      </IslandCollectorContext.Provider>
    );
    // Made before rendering: it tells Emotion to collect the styles instead of writing <style>
    // tags among the elements, so they all go into <head> and hydration sees only the app's own nodes.
    const emotion = createEmotionServer(styleCache);
    const page = await renderToHtml(app);
    const pages = collector ? islandPagesOf(site) : undefined;
    const html = collector
      ? await fillIslands(page, collector, {
          site,
          runtime: bootstrap.runtime,
          pages: pages ?? {},
          i18n,
          queryClient,
          firstRender: { direction: bootstrap.dir, styleCache, formatted },
          location: new URL(request.url).pathname + new URL(request.url).search,
        })
      : page;
    const styles = styleTags(emotion, styleCache, html);
    return {
      kind: 'page',
      status: context.statusCode,
      html,
      styles,
      data: {
        i18n: readLoadedResources(i18n),
        queries: dehydrate(queryClient),
        formatted: Object.fromEntries(formatted),
        islands: collector !== null,
        ...(pages ? { pages } : {}),
      },
    };
  });
