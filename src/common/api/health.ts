import * as z from 'zod/mini';
import { defineEndpoint, errorResponses } from './endpoint';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Only when the data folder has less than STORAGE_MIN_FREE_MB free: writes may soon fail (507 storageFull). */
  storage: z.optional(z.enum(['low'])),
  /** Only with REDIS_URL: 'down' when a PING got no answer within REDIS_TIMEOUT_MS. */
  redis: z.optional(z.enum(['up', 'down'])),
  /** Only with INSTANCE_ID: which of several server processes answered (a cluster's round-robin shows). */
  instance: z.optional(z.string()),
});

export const health = defineEndpoint({
  access: { kind: 'anyone' },
  method: 'GET',
  path: '/health',
  summary: 'ok once the database answers; degraded (still 200) when Redis does not or the data folder is low on space',
  tags: ['system'],
  responses: { 200: healthSchema, ...errorResponses(503) },
});
