import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { PageRenderer } from '../../common/ssr';
import { SITES } from '../../common/sites';

/**
 * What the web plugin takes from the development server instead of the built app (dist): the
 * page template and the server renderer, both read afresh on every request so that an edit to the
 * front end shows on the next page load without restarting the server (ADR 0025).
 */
export interface DevWeb {
  /** index.html as Vite serves it for this address: its client and the React refresh preamble in. */
  template(url: string): Promise<string>;
  /** src/web/entry-server.tsx, loaded through Vite (its module graph knows what changed). */
  renderer: PageRenderer;
  /** A first render compiles the page's modules on demand: seconds, not production's milliseconds. */
  renderTimeLimitMs: number;
}

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB_ROOT = path.join(PROJECT_ROOT, 'src/web');
const DEV_RENDER_TIME_LIMIT_MS = 60_000;

/** Requests Vite never answers: the API (socket.io never reaches Fastify: engine.io takes it first). */
function forFastifyOnly(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const url = request.url;
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Vite's own files (source modules, its client, pre-bundled dependencies, styles, fonts): a page
 * load asks for hundreds, and two log lines each would bury the server's own. Pages and the API
 * are still logged.
 */
export function isDevFileUrl(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/')) return false;
  return (
    pathname.startsWith('/@') ||
    pathname.startsWith('/node_modules/') ||
    /\.(?:[cm]?[jt]sx?|css|json|svg|woff2?|map)$/.test(pathname)
  );
}

/**
 * `npm run dev` (DEV_VITE=true): Vite in middleware mode inside this server, so a page is rendered
 * and bootstrapped by the same code as in production, and hydrated by React with its mismatch
 * warnings. Vite's own requests (its client, the source modules, /@fs, pre-bundled dependencies,
 * the public folder) are answered before any route; the HMR WebSocket shares the server's port.
 * Vite is a devDependency, so it is imported here, only when asked for: the production bundle
 * (scripts/build-server.mjs) keeps this import as it is and never runs it.
 */
export async function createDevWeb(app: FastifyInstance): Promise<DevWeb> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: {
      middlewareMode: true,
      // Vite takes only upgrades that ask for its protocol ('vite-hmr') at its own path, and leaves
      // the rest alone; engine.io (socket.io) takes /socket.io and, for any other upgrade, closes
      // the socket only if nothing was written to it a second later: the two never take the same.
      hmr: { server: app.server },
      // Vite refuses hosts that are not local (a DNS-rebinding page could read the sources); the
      // sites are told apart by their host, so theirs (and their subdomains, e.g. www.) are let in.
      allowedHosts: SITES.flatMap((site) => site.domains.map((domain) => `.${domain}`)),
    },
  });
  app.addHook('onClose', async () => vite.close());

  app.addHook('onRequest', (request, reply, done) => {
    if (forFastifyOnly(request)) return done();
    const res = reply.raw;
    // Vite answered (it calls next only for what is not its own): the reply is no longer Fastify's.
    const answered = () => reply.hijack();
    res.once('finish', answered);
    vite.middlewares(request.raw, res, (err?: unknown) => {
      res.off('finish', answered);
      done(err instanceof Error ? err : undefined);
    });
  });

  const template = async (url: string) => {
    // Read each time: an edit to index.html applies on the next load, as any other front-end edit.
    // Production's template also goes through inlineStylesheets and deferAppScripts; both act only
    // on the built files (/assets/...), and in development Vite injects the styles from the modules.
    const raw = await readFile(path.join(WEB_ROOT, 'index.html'), 'utf8');
    // As index.html at the root, shown at `url`: Vite then makes its relative ./main.tsx absolute,
    // as the build does, so a page at /pl/offer/<id> does not ask for /pl/offer/main.tsx.
    return vite.transformIndexHtml('/index.html', raw, url);
  };

  const renderer: PageRenderer = async (request) => {
    try {
      const entry = (await vite.ssrLoadModule('/entry-server.tsx')) as { renderPage: PageRenderer };
      return await entry.renderPage(request);
    } catch (err) {
      // The stack then points into the sources, not into Vite's transformed modules.
      if (err instanceof Error) vite.ssrFixStacktrace(err);
      throw err;
    }
  };

  return { template, renderer, renderTimeLimitMs: DEV_RENDER_TIME_LIMIT_MS };
}
