import fp from 'fastify-plugin';
import { z } from 'zod';
import { sendNotFound } from './errors';
import { publicOrigin } from '../public-origin';
import { readPageEntries } from '../web/page-access';
import { robotsTxt } from '../web/robots';
import type { PageHeadProvider } from '../web/page-head';
import { sitePagesSource } from '../web/site-pages-sitemap';
import { sitemapFor, type SitemapSource } from '../web/sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The sources of every site's sitemap.xml. A module adds its own at registration, e.g. the
     * listings module its published offers: `app.sitemap.add({ name, count, list })`.
     */
    sitemap: { add(source: SitemapSource): void };
    /**
     * Head tags of a module's own pages (title, description, image, JSON-LD of an offer), tried in
     * order before the generic head: `app.pageHeads.add(provider)`; the web plugin reads `list`.
     */
    pageHeads: { add(provider: PageHeadProvider): void; readonly list: readonly PageHeadProvider[] };
  }
}

/** Crawlers fetch these often; an hour is fresh enough for a new offer to be found the same day. */
const SEO_CACHE = 'public, max-age=3600';

/** Files for crawlers, not API: kept out of the OpenAPI docs. */
const NOT_API = { schema: { hide: true } };

const sitemapQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).optional() });

/**
 * robots.txt and sitemap.xml, per site as every page is (the Host names the site), naming only
 * that site's public origin. Registered before the API modules so they can add sitemap sources,
 * and as routes of their own so neither falls into the web app's not-found handling.
 */
export const seoPlugin = fp(
  async (app) => {
    const entries = readPageEntries();
    const sources: SitemapSource[] = [sitePagesSource(entries)];
    app.decorate('sitemap', { add: (source: SitemapSource) => void sources.push(source) });
    const headProviders: PageHeadProvider[] = [];
    app.decorate('pageHeads', {
      add: (provider: PageHeadProvider) => void headProviders.push(provider),
      list: headProviders,
    });

    app.get('/robots.txt', NOT_API, async (request, reply) =>
      reply
        .header('cache-control', SEO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicOrigin(app.env, request.site), entries)),
    );

    app.get('/sitemap.xml', NOT_API, async (request, reply) => {
      const query = sitemapQuery.safeParse(request.query);
      if (!query.success) return sendNotFound(request, reply);
      const answer = await sitemapFor(sources, request.site, publicOrigin(app.env, request.site), query.data.page);
      if (answer.kind === 'none') return sendNotFound(request, reply);
      return reply.header('cache-control', SEO_CACHE).type('application/xml; charset=utf-8').send(answer.xml);
    });
  },
  { name: 'seo', dependencies: ['site'] },
);
