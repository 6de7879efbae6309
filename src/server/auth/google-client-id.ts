import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';

const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** The Google OAuth client a request's site signs in with. */
export interface GoogleClient {
  id: string;
  /** Set when the server may trade authorization codes for tokens (the code flow, issue #33). */
  secret: string | null;
}

/**
 * Google ties a client id to its allowed origins, so each site has its own (GOOGLE_CLIENT_IDS),
 * local hosts another (GOOGLE_LOCAL_CLIENT_ID), and GOOGLE_CLIENT_ID covers the rest. Each takes
 * its own secret: a code is traded only with the secret of the client it was issued to.
 */
export function googleClientFor(env: Env, request: FastifyRequest): GoogleClient | null {
  const siteId = request.site.id;
  if (LOCAL.test(request.headers.host ?? '') && env.GOOGLE_LOCAL_CLIENT_ID) {
    return { id: env.GOOGLE_LOCAL_CLIENT_ID, secret: env.GOOGLE_LOCAL_CLIENT_SECRET ?? null };
  }
  const perSite = env.GOOGLE_CLIENT_IDS[siteId];
  if (perSite) return { id: perSite, secret: env.GOOGLE_CLIENT_SECRETS[siteId] ?? null };
  if (env.GOOGLE_CLIENT_ID) return { id: env.GOOGLE_CLIENT_ID, secret: env.GOOGLE_CLIENT_SECRET ?? null };
  return null;
}

export function googleClientIdFor(env: Env, request: FastifyRequest): string | null {
  return googleClientFor(env, request)?.id ?? null;
}
