import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/help-center';
import { authOf, requireAbility } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { helpArticleHeadProvider, helpSitemapSource } from './help-seo';
import * as help from './help-service';

/**
 * The help centre's routes: reading is public (the pages are public and server-rendered);
 * writing is CASL's HelpArticle subject, checked before the input is read. Articles are the
 * product's own, the same on every site.
 */
export const helpCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  app.sitemap.add(helpSitemapSource(db));
  app.pageHeads.add(helpArticleHeadProvider(db));

  route(app, api.getHelpCenterHome, {}, async (request) => help.helpCenterHome(db, request.query.lang));
  route(app, api.searchHelpArticles, {}, async (request) =>
    help.searchHelpArticles(db, request.query.lang, request.query.q),
  );
  route(app, api.getHelpArticle, {}, async (request) =>
    help.getHelpArticle(db, request.params.slug, request.query.lang),
  );
  route(app, api.createHelpArticle, { onRequest: requireAbility('create', 'HelpArticle') }, async (request) =>
    help.createHelpArticle(db, authOf(request).user.id, request.body),
  );
  route(app, api.updateHelpArticle, { onRequest: requireAbility('update', 'HelpArticle') }, async (request) =>
    help.updateHelpArticle(db, authOf(request).user.id, request.params.id, request.body),
  );
  route(app, api.deleteHelpArticle, { onRequest: requireAbility('delete', 'HelpArticle') }, async (request) =>
    help.deleteHelpArticle(db, request.params.id),
  );
};
