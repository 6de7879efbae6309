import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Bootstrap } from '../../common/bootstrap';
import { isLangCode, languageOf } from '../../common/i18n/languages';
import { isKnownPath } from '../../common/routes/route-patterns';
import { SITES } from '../../common/sites';
import { googleClientFor } from '../auth/google-client-id';
import type { PageRenderer } from '../../common/ssr';
import { readPageEntries, resolvePage, type PageEntry } from '../web/page-access';
import { loadPagePreloads, NO_PRELOADS } from '../web/page-preloads';
import { compressHtml, pickEncoding, pickPrecompressed } from '../web/compress-html';
import { inlineScriptHashes } from '../web/inline-scripts';
import { pageAddress, withDropped, type PageAddress } from '../web/page-query';
import { RenderedPageCache, type ReusablePage } from '../web/rendered-page-cache';
import { RenderSlots } from '../web/render-slots';
import { loadBuiltRenderer, renderOnServer, type ServerRenderInput } from '../web/server-render';
import { resolvePageHead } from '../web/page-head';
import { pagePatternsBySite } from '../web/page-patterns';
import { publicOrigin } from '../public-origin';
import { deferAppScripts } from '../web/defer-app-scripts';
import { inlineStylesheets } from '../web/inline-stylesheets';
import { renderIndex, templateScriptHashes } from '../web/render-index';
import { shellFrame } from '../web/shell-frame';
import { redactUrl } from '../log-serializers';
import { sendNotFound } from './errors';
import { cspWithScriptHashes } from './security';
import type { DevWeb } from '../web/dev-vite';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths the single-page app never owns: they get a real 404 instead of index.html. */
function isApiOrFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io')) return true;
  if (pathname === '/index.html') return false;
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/**
 * Serves the built web app: hashed assets with a one-year cache, and index.html for every
 * other GET, rendered per request for the site the Host header names. A path no page of the
 * site answers gets index.html too, with status 404: the app then shows its not-found page,
 * and crawlers and link checkers see the truth.
 */
export interface WebPluginOptions {
  /** The server renderer; undefined: the built one (dist/ssr), if any; null: none (browser only). */
  renderer?: PageRenderer | null;
  /** `npm run dev`: template and renderer from Vite, per request; no dist, no page cache (ADR 0025). */
  dev?: DevWeb;
}

export const webPlugin = fp<WebPluginOptions>(
  async (app, options) => {
    const root = path.resolve(app.env.WEB_DIST_DIR);
    const indexFile = path.join(root, 'index.html');
    // Prepared once: styles in the page, scripts asked for after its first paint (issue #12).
    const dev = options.dev;
    const template = dev
      ? ''
      : existsSync(indexFile)
        ? deferAppScripts(inlineStylesheets(readFileSync(indexFile, 'utf8'), root))
        : null;
    if (template === null) app.log.warn({ root }, 'web app not built: run `npm run build` (or use `npm run dev`)');
    // A page's CSP lists the hashes of its inline scripts (ADR 0023): the template's, found once
    // here (in development, per request: Vite's template has scripts of its own), and those its
    // head and render bring, found when it is rendered (kept with the page).
    const cspFor = cspWithScriptHashes(app.env);
    const templateHashes = template ? templateScriptHashes(template) : [];
    const pageCsp = (fromTemplate: readonly string[], ...parts: string[]) =>
      cspFor([...new Set([...fromTemplate, ...parts.flatMap((part) => inlineScriptHashes(part))])]);
    const patterns = pagePatternsBySite(SITES);
    const pageEntries = readPageEntries();
    // A signed-in page's files, named in its shell (page-preloads.ts); dev serves sources instead.
    const pagePreloads = template && !dev ? loadPagePreloads(root, (message) => app.log.warn(message)) : NO_PRELOADS;
    const pageCache = new RenderedPageCache();
    const slots = new RenderSlots(app.env.RENDER_CONCURRENCY, app.env.RENDER_QUEUE_LIMIT, app.env.RENDER_QUEUE_WAIT_MS);
    // The renders under way, by cache key: when a reused page runs out under load, the requests
    // that arrive meanwhile get its last copy (or, with none, wait for the one render) instead of
    // each rendering the same page. A render begun before the cache was cleared is not waited for.
    const inFlight = new Map<string, { promise: Promise<void>; generation: number }>();
    const rendering = (key: string, generation: number) => {
      let done = () => {};
      const entry = { promise: new Promise<void>((resolve) => (done = resolve)), generation };
      inFlight.set(key, entry);
      return {
        done: () => {
          if (inFlight.get(key) === entry) inFlight.delete(key);
          done();
        },
      };
    };
    // A listing created, changed or removed, also with its owner's account (an admin deleting a
    // user deletes their listings): the pages that show listings must show it at once (told
    // before the write is answered: plugins/api-writes.ts). A help article changed: its pages.
    app.apiWrites.subscribe((url) => {
      if (url.startsWith('/api/listings') || url.startsWith('/api/admin/users') || url.startsWith('/api/help-center'))
        pageCache.clear();
    });
    const renderer = dev
      ? dev.renderer
      : options.renderer === undefined
        ? template && (await loadBuiltRenderer(root, app.log))
        : options.renderer;

    if (template && !dev) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        // One route per built file, found at start: a page address then goes straight to the page
        // handler instead of a file lookup (stat, directory read) that fails on every page view.
        wildcard: false,
        cacheControl: false,
        preCompressed: true,
        // index.html is only ever served rendered, never as the raw template; folders are pages; the
        // build's manifests (.vite/) are read by the server, not by browsers.
        allowedPath: (pathname) =>
          pathname !== '/index.html' && !pathname.endsWith('/') && !pathname.startsWith('/.vite/'),
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : REVALIDATE);
        },
      });
    }

    const bootstrapFor = async (request: FastifyRequest): Promise<Bootstrap> => {
      const site = request.site;
      // ?lang= wins; an offer's address names its language in its first segment (/pl/offer/<id>).
      const fromPath = /^\/([a-z]{2})\/offer\//.exec(request.url)?.[1];
      const asked = (request.query as Record<string, unknown> | undefined)?.lang ?? fromPath;
      const lang = isLangCode(asked) && site.languages.includes(asked) ? asked : site.defaultLang;
      const google = googleClientFor(app.env, request);
      return {
        siteId: site.id,
        lang,
        dir: languageOf(lang).dir,
        runtime: {
          videoProvider: app.env.VIDEO_PROVIDER,
          googleClientId: google?.id ?? null,
          // Whether a secret is set, never the secret: the button then asks Google for a code.
          ...(google?.secret ? { googleCodeFlow: true } : {}),
          siteOverrideAllowed: app.env.NODE_ENV !== 'production',
          demoAccounts: await app.demoAdmin.untouched(),
          callInvitationTimeoutMs: app.env.CALL_INVITATION_TIMEOUT_MS,
          ...(app.env.MAP_TILE_URL ? { mapTileUrl: app.env.MAP_TILE_URL } : {}),
          ...(app.env.MAP_TILE_ATTRIBUTION ? { mapTileAttribution: app.env.MAP_TILE_ATTRIBUTION } : {}),
        },
      };
    };

    const sendBody = (
      reply: FastifyReply,
      { status, csp }: { status: number; csp: string },
      body: Buffer | string,
      encoding: string | null,
    ) => {
      reply
        .code(status)
        .header('content-security-policy', csp)
        .header('cache-control', REVALIDATE)
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    };

    const sendHtml = (
      request: FastifyRequest,
      reply: FastifyReply,
      sent: { status: number; csp: string },
      html: string,
    ) => {
      const { body, encoding } = compressHtml(html, pickEncoding(request.headers['accept-encoding']));
      return sendBody(reply, sent, body, encoding);
    };

    /** A kept page: the same bytes for every response, compressed once at keeping. */
    const sendReused = (request: FastifyRequest, reply: FastifyReply, reused: ReusablePage) => {
      const { body, encoding } = pickPrecompressed(reused.page, request.headers['accept-encoding']);
      return sendBody(reply, reused, body, encoding);
    };

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      if (template === null) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build`, or `npm run dev` for development.');
      }
      const bootstrap = await bootstrapFor(request);
      // Kept by the parameters the page reads: unread ones (utm_*, a unique ?x=) reuse the page.
      const address = pageAddress(request.url);
      const cacheKey = `${request.host} ${address.url} ${JSON.stringify(bootstrap)}`;
      // Only pages rendered here are ever kept, so a kept one needs no look at the page's access.
      const reused = renderer ? pageCache.get(cacheKey) : null;
      if (reused) return sendReused(request, reply, reused);
      // Public and signed-out pages, and the not-found page, are rendered here; a private page
      // needs the session, which only the browser has, so only its shell is (the cookie banner).
      const entry = resolvePage(pageEntries, request.site, request.url).entry;
      const shellOnly = (entry?.access ?? 'public') === 'private';
      const reuses = Boolean(renderer);
      const generation = pageCache.generation;
      const pending = reuses ? inFlight.get(cacheKey) : undefined;
      if (pending && pending.generation === generation) {
        // Its replacement is being rendered: the copy that just ran out, if there is one.
        const stale = pageCache.getStale(cacheKey);
        if (stale) return sendReused(request, reply, stale);
        await pending.promise;
        // Missing when that render failed or was not kept: this request then renders for itself.
        const shared = pageCache.get(cacheKey);
        if (shared) return sendReused(request, reply, shared);
      }
      // No await between looking for a render under way and registering this one.
      const turn = reuses ? rendering(cacheKey, generation) : null;
      try {
        return await renderAndSend(request, reply, { bootstrap, shellOnly, entry, cacheKey, generation, address });
      } finally {
        turn?.done();
      }
    };

    const renderAndSend = async (
      request: FastifyRequest,
      reply: FastifyReply,
      {
        bootstrap,
        shellOnly,
        entry,
        cacheKey,
        generation,
        address,
      }: {
        bootstrap: Bootstrap;
        shellOnly: boolean;
        entry: PageEntry | null;
        cacheKey: string;
        generation: number;
        address: PageAddress;
      },
    ) => {
      if (template === null) throw new Error('renderAndSend without a template');
      const site = request.site;

      const page = await resolvePageHead(app.pageHeads.list, {
        entries: pageEntries,
        site,
        origin: publicOrigin(app.env, site),
        url: address.url,
        lang: bootstrap.lang,
      });
      const known = patterns.get(request.site.id);
      const found = page.status !== 404 && (!known || known.length === 0 || isKnownPath(known, request.url));
      const rendered = renderer
        ? await renderWithinLimit(request, { renderer, bootstrap, shellOnly, url: address.url })
        : null;
      if (rendered?.kind === 'redirect')
        return reply.redirect(withDropped(rendered.location, address.dropped), rendered.status);
      const pageTemplate = dev ? await dev.template(request.url) : template;
      // The signed-in chrome's frame, for the pages drawn in it (not the blank-layout ones).
      const frame = shellOnly && (entry?.layout ?? 'default') === 'default' ? shellFrame(site) : undefined;
      const html = renderIndex({
        template: pageTemplate,
        site,
        bootstrap,
        head: page.head,
        ...(rendered ? { rendered } : {}),
        ...(shellOnly ? { preloads: pagePreloads(entry, bootstrap.lang) } : {}),
        ...(frame ? { frame } : {}),
      });
      const status = !found ? 404 : (rendered?.status ?? 200);
      const fromTemplate = dev ? templateScriptHashes(pageTemplate) : templateHashes;
      const csp = pageCsp(fromTemplate, page.head.join(''), rendered?.html ?? '', frame?.html ?? '');
      // Only a page rendered here is kept: the shell sent after a failed render is not.
      if (rendered && !dev)
        return sendReused(request, reply, pageCache.set(cacheKey, { html, status, csp }, generation));
      return sendHtml(request, reply, { status, csp }, html);
    };

    /** A render when a turn comes soon enough (render-slots.ts); null, so the shell, when none does. */
    const renderWithinLimit = async (request: FastifyRequest, input: Omit<ServerRenderInput, 'app' | 'request'>) => {
      const release = await slots.acquire();
      if (!release) {
        request.log.debug({ route: redactUrl(request.url) }, 'server renders all busy: sent the client-rendered page');
        return null;
      }
      try {
        return await renderOnServer({
          app,
          request,
          ...input,
          timeLimitMs: dev?.renderTimeLimitMs ?? app.env.RENDER_TIME_LIMIT_MS,
        });
      } finally {
        release();
      }
    };

    app.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiOrFile(request.url);
      return isPage ? sendIndex(request, reply) : sendNotFound(request, reply);
    });
  },
  { name: 'web', dependencies: ['site', 'security', 'db', 'seo'] },
);
