import {
  createHelpArticleSchema,
  helpArticleSchema,
  helpCenterHomeSchema,
  helpIdParamSchema,
  helpLangQuerySchema,
  helpSearchQuerySchema,
  helpSearchResultSchema,
  helpSlugParamSchema,
  updateHelpArticleSchema,
} from '../schemas/help-center';
import { okSchema } from '../schemas/auth';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * The help centre (server: modules/help-center; browser: features/help-center and the public
 * /front-pages/help-center pages). Reading is open to everyone; writing is the HelpArticle
 * subject's, which the admin role holds through "manage all".
 */
const tags = ['help-center'];

export const getHelpCenterHome = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'GET',
  path: '/help-center',
  summary: "The help centre's front in one language: every category with its articles, and the popular ones",
  query: helpLangQuerySchema,
  responses: { 200: helpCenterHomeSchema, ...errorResponses(400) },
});

export const searchHelpArticles = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'GET',
  path: '/help-center/search',
  summary: 'Full-text search of the articles of one language (title, summary, body), best match first',
  query: helpSearchQuerySchema,
  responses: { 200: helpSearchResultSchema, ...errorResponses(400) },
});

export const getHelpArticle = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'GET',
  path: '/help-center/articles/:slug',
  summary: 'One article in the language asked for, or in English when it has no translation, with related ones',
  params: helpSlugParamSchema,
  query: helpLangQuerySchema,
  responses: { 200: helpArticleSchema, ...errorResponses(400, 404) },
});

export const createHelpArticle = defineEndpoint({
  access: { kind: 'permission', action: 'create', subject: 'HelpArticle' },
  tags,
  method: 'POST',
  path: '/help-center/articles',
  summary: 'Write a new article (or a translation: the same slug in another language)',
  body: createHelpArticleSchema,
  responses: { 201: helpArticleSchema, ...errorResponses(400, 401, 403, 409) },
});

export const updateHelpArticle = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'HelpArticle' },
  tags,
  method: 'PUT',
  path: '/help-center/articles/:id',
  summary: "Change an article's title, summary, body and category",
  params: helpIdParamSchema,
  body: updateHelpArticleSchema,
  responses: { 200: helpArticleSchema, ...errorResponses(400, 401, 403, 404) },
});

export const deleteHelpArticle = defineEndpoint({
  access: { kind: 'permission', action: 'delete', subject: 'HelpArticle' },
  tags,
  method: 'DELETE',
  path: '/help-center/articles/:id',
  summary: 'Remove an article in one language',
  params: helpIdParamSchema,
  responses: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
});
