import { peopleListSchema, peopleSearchQuerySchema, personCardSchema, personIdParamSchema } from '../schemas/people';
import { defineEndpoint, errorResponses } from './endpoint';

/** People by id, for the names and pictures shown where only an id arrived (server: modules/people). */
export const getPerson = defineEndpoint({
  access: { kind: 'signed-in' },
  tags: ['people'],
  method: 'GET',
  path: '/people/:id',
  summary: "A user's display name and picture by id (404 for an unknown or malformed id)",
  params: personIdParamSchema,
  responses: { 200: personCardSchema, ...errorResponses(401, 404) },
});

/** People by name, for pickers (a board's members): at most ten, names and pictures only. */
export const searchPeople = defineEndpoint({
  access: { kind: 'signed-in' },
  tags: ['people'],
  method: 'GET',
  path: '/people',
  summary: 'Active users whose name starts with, or has a word starting with, the query (2+ characters)',
  query: peopleSearchQuerySchema,
  responses: { 200: peopleListSchema, ...errorResponses(400, 401) },
});
