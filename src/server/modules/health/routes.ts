import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Answers ok once the database answers',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ error: z.string(), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (err) {
        app.log.error({ err }, 'health check: database did not answer');
        return reply.code(503).send({ error: 'Service Unavailable', message: 'The database is not ready.' });
      }
    },
  );
};
