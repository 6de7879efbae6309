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

/** People by name, for pickers (a board's members, an event's guests): at most ten, names and pictures only. */
export const searchPeople = defineEndpoint({
  access: { kind: 'signed-in' },
  tags: ['people'],
  method: 'GET',
  path: '/people',
  summary: 'Up to 10 users whose name contains `q` (2 characters at least): id, name and picture',
  query: peopleSearchQuerySchema,
  responses: { 200: peopleListSchema, ...errorResponses(400, 401) },
});
