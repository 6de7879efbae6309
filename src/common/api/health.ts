import * as z from 'zod/mini';
import { defineEndpoint, errorResponses } from './endpoint';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Only with REDIS_URL: 'down' when a PING got no answer within REDIS_TIMEOUT_MS. */
  redis: z.optional(z.enum(['up', 'down'])),
});

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'ok once the database answers; degraded (still 200) when Redis does not',
  tags: ['system'],
  auth: 'none',
  responses: { 200: healthSchema, ...errorResponses(503) },
});
