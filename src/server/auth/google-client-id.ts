import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';

const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * Google ties a client id to its allowed origins, so each site has its own (GOOGLE_CLIENT_IDS),
 * local hosts another (GOOGLE_LOCAL_CLIENT_ID), and GOOGLE_CLIENT_ID covers the rest.
 */
export function googleClientIdFor(env: Env, request: FastifyRequest): string | null {
  const perSite = env.GOOGLE_CLIENT_IDS[request.site.id];
  if (LOCAL.test(request.headers.host ?? '') && env.GOOGLE_LOCAL_CLIENT_ID) return env.GOOGLE_LOCAL_CLIENT_ID;
  return perSite ?? env.GOOGLE_CLIENT_ID ?? null;
}
