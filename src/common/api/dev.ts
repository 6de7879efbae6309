import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

export const keptMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/** DEV_OUTBOX=true only (development and the e2e run); never on a public server. */
export const outbox = defineEndpoint({
  access: { kind: 'anyone' },
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Mail in the outbox for one address (DEV_OUTBOX only)',
  tags: ['dev'],
  query: z.object({ to: z.string().check(z.minLength(3), z.maxLength(254)) }),
  responses: { 200: z.array(keptMailSchema) },
});
