import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Bootstrap } from '../../common/bootstrap';
import type { PageRenderer, RenderResult } from '../../common/ssr';
import { redactUrl } from '../log-serializers';

/** A render slower than this gives up: the visitor gets the client-rendered page at once instead. */
export const RENDER_TIME_LIMIT_MS = 3000;

/**
 * The built server renderer (`vite build --ssr`, see package.json "build"), next to the built
 * web app: dist/web -> dist/ssr/entry-server.js. Null when it is not built: every page is then
 * rendered in the browser, as before server rendering existed.
 */
export async function loadBuiltRenderer(webDistDir: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const file = path.join(path.dirname(path.resolve(webDistDir)), 'ssr', 'entry-server.js');
  if (!existsSync(file)) {
    log.warn({ file }, 'server renderer not built: public pages are rendered in the browser only');
    return null;
  }
  const mod = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer };
  if (typeof mod.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  return mod.renderPage;
}

/**
 * The page's API calls, answered in-process for the request's own site, as an anonymous visitor
 * from the visitor's own address (so rate limits count them as the visitor's). No cookie or
 * authorization of the visitor is passed on: a server-rendered page is the same for everyone.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      remoteAddress: request.ip,
      headers: { host: request.host, accept: 'application/json' },
      ...(typeof init.body === 'string'
        ? { payload: init.body, headers: { host: request.host, 'content-type': 'application/json' } }
        : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

export interface ServerRenderInput {
  app: FastifyInstance;
  request: FastifyRequest;
  renderer: PageRenderer;
  bootstrap: Bootstrap;
  /** A private page: only the shell around it (RenderRequest.shellOnly). */
  shellOnly?: boolean;
  /** The path and query rendered (page-query.ts: without the parameters the page does not read). */
  url?: string;
  timeLimitMs?: number;
}

/**
 * Renders a public page (or a private page's shell) on the server, or null when it failed or took too long: the caller then
 * sends the client-rendered shell, and the page still works (the reason is logged with the route).
 */
export async function renderOnServer(input: ServerRenderInput): Promise<RenderResult | null> {
  const { app, request, renderer, bootstrap } = input;
  const limit = input.timeLimitMs ?? RENDER_TIME_LIMIT_MS;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limit);
  });
  try {
    const url = `${request.protocol}://${request.host}${input.url ?? request.url}`;
    const result = await Promise.race([
      renderer({ url, bootstrap, apiFetch: inProcessFetch(app, request), shellOnly: input.shellOnly ?? false }),
      timeout,
    ]);
    if (result === 'timeout') {
      request.log.warn(
        { route: redactUrl(request.url), limitMs: limit },
        'server render too slow: sent the client-rendered page',
      );
      return null;
    }
    if (result.kind === 'page' && result.status >= 500) {
      // A page's data failed to load: the browser may do better (and shows its own error state).
      request.log.error(
        { route: redactUrl(request.url), status: result.status },
        'server render hit an error: sent the client-rendered page',
      );
      return null;
    }
    return result;
  } catch (err) {
    request.log.error({ err, route: redactUrl(request.url) }, 'server render failed: sent the client-rendered page');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
