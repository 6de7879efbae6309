import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env';
import { HttpError } from '../../plugins/errors';

export const AUTH_RATE_WINDOW = '15 minutes';

/**
 * Route config for sign-in, sign-up and forgot-password: N tries per IP + e-mail per window,
 * counted once the body is parsed (the e-mail is known) and before it is validated, so bad tries count too. Over the limit: 429 + Retry-After.
 */
export function authRateLimit(env: Env) {
  return {
    rateLimit: {
      max: env.AUTH_RATE_LIMIT,
      timeWindow: AUTH_RATE_WINDOW,
      hook: 'preValidation' as const,
      keyGenerator: (request: FastifyRequest) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
      },
      // The Retry-After header is already set; the body keeps the API's one error shape.
      errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) =>
        new HttpError(context.statusCode, 'auth.error.tooManyTries'),
    },
  };
}

/**
 * Google sign-in is verified by signature, so there is nothing to guess; the limit only stops
 * floods (each try may fetch Google's keys).
 */
export const googleRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
