import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { GOOGLE_POPUP_REDIRECT } from '../../../common/schemas/auth';
import type { Env } from '../../env';
import { HttpError } from '../../plugins/errors';

type CodeExchangeEnv = Pick<Env, 'GOOGLE_TOKEN_URL' | 'GOOGLE_TIMEOUT_MS'>;

/** Of Google's token answer only the ID token matters: it is verified like one sent by the browser. */
const tokenAnswerSchema = z.object({ id_token: z.string().min(20).max(8192) });
// OAuth error codes are short snake_case words; anything else is not echoed into the log.
const refusalSchema = z.object({ error: z.string().regex(/^[a-z_]{1,40}$/) });

/**
 * Google's refusals that are about the code the browser sent (used, expired, for another
 * redirect): the visitor may try again. Any other refusal (invalid_client: a wrong secret) is
 * this server's configuration, reported as Google being unusable and logged for the operator.
 */
const CODE_REFUSALS = new Set(['invalid_grant', 'redirect_uri_mismatch']);

/** Google could not be asked (no answer in time, unreachable, failing): 502, never the visitor's fault. */
export const unavailable = () => new HttpError(502, 'googleUnavailable');

/** A redirect URI other than the popup's must be on this site's own address. */
export function redirectUriAllowed(redirectUri: string, siteOrigin: string): boolean {
  if (redirectUri === GOOGLE_POPUP_REDIRECT) return true;
  return redirectUri === siteOrigin || redirectUri.startsWith(`${siteOrigin}/`);
}

/**
 * Trades an authorization code for Google's ID token at GOOGLE_TOKEN_URL (the code flow). A
 * refused code is 401 googleRejected; no answer in time, an unreachable or failing endpoint, or
 * an answer without an ID token is 502 googleUnavailable. The log says what went wrong and never
 * holds the code, the secret or a token.
 */
export async function exchangeGoogleCode(
  env: CodeExchangeEnv,
  log: FastifyBaseLogger,
  client: { id: string; secret: string },
  code: string,
  redirectUri: string,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: client.id,
    client_secret: client.secret,
    redirect_uri: redirectUri,
  });
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(env.GOOGLE_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(env.GOOGLE_TIMEOUT_MS),
    });
    body = await res.json().catch(() => undefined);
  } catch (err) {
    // Only the kind of failure: fetch's own messages carry no secrets, but its cause may carry the request.
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    log.warn({ reason }, 'Google token endpoint failed');
    throw unavailable();
  }
  if (!res.ok) {
    const refusal = refusalSchema.safeParse(body);
    const error = refusal.success ? refusal.data.error : undefined;
    if (res.status >= 400 && res.status < 500 && error && CODE_REFUSALS.has(error)) {
      throw new HttpError(401, 'googleRejected');
    }
    log.warn({ status: res.status, error: error ?? null }, 'Google token endpoint refused the exchange');
    throw unavailable();
  }
  const answer = tokenAnswerSchema.safeParse(body);
  if (!answer.success) {
    log.warn({ status: res.status }, 'Google token endpoint answered without an ID token');
    throw unavailable();
  }
  return answer.data.id_token;
}
