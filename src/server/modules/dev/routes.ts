import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptMailTo } from './outbox';

/**
 * DEV_OUTBOX=true only (development and the e2e run): the mail kept in the outbox for one
 * address, newest first, so a test can follow a reset link. Never enable it on a public server.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail in the outbox for one address (DEV_OUTBOX only)',
        querystring: z.object({ to: z.string().min(3).max(254) }),
        response: { 200: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })) },
      },
    },
    async (request) => keptMailTo(app.db, request.query.to),
  );
};
