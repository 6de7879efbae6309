import fp from 'fastify-plugin';
import { resolveSite, SITES } from '../../common/sites';

/** Decorates every request with its site, resolved from the Host header. */
export const sitePlugin = fp(
  async (app) => {
    const overrideAllowed = app.env.NODE_ENV !== 'production';
    app.decorateRequest('site', null as never);
    // A callback hook: nothing to wait for, so no promise per request.
    app.addHook('onRequest', (request, _reply, done) => {
      const query = request.query as Record<string, unknown> | undefined;
      const override = overrideAllowed && typeof query?.site === 'string' ? query.site : null;
      request.site = resolveSite(SITES, request.headers.host, { defaultSite: app.env.DEFAULT_SITE, override });
      done();
    });
  },
  { name: 'site' },
);
