import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { MEMBER_ROLE } from '../../../common/permissions/define-ability';
import type { SignInResult } from '../../../common/schemas/account';
import type { GoogleSignInInput } from '../../../common/schemas/auth';
import { eq } from 'drizzle-orm';
import { users, type User } from '../../db/schema';
import { grantRoles } from '../../db/seed/roles';
import type { Env } from '../../env';
import { HttpError } from '../../plugins/errors';
import type { AccountsDeps, RequestInfo } from '../../auth/context';
import { verifyPassword } from '../../auth/password';
import { findUserByEmail, isUniqueViolation } from '../../auth/users';
import { signInResult } from './service';
import { spendTotpCode } from '../../auth/totp';
import type { GoogleClient } from '../../auth/google-client-id';
import { GOOGLE_POPUP_REDIRECT } from '../../../common/schemas/auth';
import { exchangeGoogleCode, redirectUriAllowed, unavailable } from './google-code';
import type { FastifyBaseLogger } from 'fastify';

interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

const jwksCache = new Map<string, JWTVerifyGetKey>();
function jwksFor(url: string): JWTVerifyGetKey {
  let jwks = jwksCache.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url));
    jwksCache.set(url, jwks);
  }
  return jwks;
}

/** Google signs with either spelling of its issuer. */
function issuersOf(env: Env): string[] {
  const issuer = env.GOOGLE_ISSUER;
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

const rejected = () => new HttpError(401, 'googleRejected');

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});

/**
 * jose's errors when the key set could not be had (no answer in time, a failing or unreadable
 * answer), as against a token that is wrong. An unreachable address is fetch's own TypeError;
 * jose throws other TypeErrors for malformed tokens, which are the sender's.
 */
function isKeySetUnavailable(err: unknown): boolean {
  if (err instanceof TypeError) return err.message === 'fetch failed';
  const code = (err as { code?: unknown }).code;
  return code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JWKS_INVALID' || code === 'ERR_JOSE_GENERIC';
}

/** The kind of failure only: a fetch error's cause may carry the request, with the token in it. */
function failureKind(err: unknown): string {
  return err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable';
}

/**
 * Checks signature (JWKS), issuer, audience (the site's client id) and expiry. A token that fails
 * them is 401 googleRejected; a key set Google did not give is 502 googleUnavailable, logged.
 */
export async function verifyGoogleIdToken(
  env: Env,
  log: FastifyBaseLogger,
  clientId: string,
  idToken: string,
): Promise<GoogleIdentity> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, jwksFor(env.GOOGLE_JWKS_URL), {
      issuer: issuersOf(env),
      audience: clientId,
      algorithms: ['RS256', 'ES256'],
    }));
  } catch (err) {
    if (isKeySetUnavailable(err)) {
      log.warn({ reason: (err as { code?: string }).code ?? failureKind(err) }, "Google's key set failed");
      throw unavailable();
    }
    throw rejected();
  }
  return identityOf(payload);
}

function identityOf(payload: unknown): GoogleIdentity {
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw rejected();
  const v = claims.data.email_verified;
  return {
    sub: claims.data.sub,
    email: claims.data.email,
    emailVerified: v === true || v === 'true',
    name: claims.data.name,
  };
}

const tokenInfoSchema = claimsSchema.extend({
  aud: z.string().optional(),
  azp: z.string().optional(),
  exp: z.coerce.number(),
});

/**
 * Token flow: Google's tokeninfo endpoint says whom an access token was issued to and for. It
 * refuses a token it does not know with a 4xx (401 googleRejected here); no answer in time, an
 * unreachable endpoint or a 5xx is 502 googleUnavailable, logged.
 */
export async function verifyGoogleAccessToken(
  env: Env,
  log: FastifyBaseLogger,
  clientId: string,
  accessToken: string,
): Promise<GoogleIdentity> {
  const url = new URL(env.GOOGLE_TOKENINFO_URL);
  url.searchParams.set('access_token', accessToken);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(env.GOOGLE_TIMEOUT_MS) });
  } catch (err) {
    log.warn({ reason: failureKind(err) }, 'Google tokeninfo failed');
    throw unavailable();
  }
  if (res.status >= 500) {
    log.warn({ status: res.status }, 'Google tokeninfo failed');
    throw unavailable();
  }
  if (!res.ok) throw rejected();
  const info = tokenInfoSchema.safeParse(await res.json().catch(() => undefined));
  if (!info.success) throw rejected();
  if (info.data.aud !== clientId && info.data.azp !== clientId) throw rejected();
  if (info.data.exp * 1000 <= Date.now()) throw rejected();
  return identityOf(info.data);
}

/**
 * Whoever signed in with this Google identity before, or the account with the same verified
 * e-mail (to be linked once the caller proves it is theirs). An unverified Google e-mail never
 * reaches an existing account.
 */
async function knownAccountFor(
  deps: AccountsDeps,
  identity: GoogleIdentity,
): Promise<{ user: User; linked: boolean } | undefined> {
  const [linked] = await deps.db.select().from(users).where(eq(users.googleSubject, identity.sub));
  if (linked) return { user: linked, linked: true };
  if (!identity.emailVerified) throw new HttpError(401, 'googleEmailUnverified');
  const existing = await findUserByEmail(deps.db, identity.email);
  return existing ? { user: existing, linked: false } : undefined;
}

/**
 * Linking a Google identity to an account that has a password takes that password: a matching
 * verified e-mail alone would let whoever controls the Google account (a recycled address, a
 * Workspace admin) into an account they never signed up for. Another Google identity already
 * linked is never replaced from here.
 */
async function assertMayLink(deps: AccountsDeps, user: User, input: GoogleSignInInput): Promise<void> {
  if (user.googleSubject) throw new HttpError(409, 'emailTaken', { fields: { email: 'emailTaken' } });
  if (!user.passwordHash) return;
  if (!input.password) {
    throw new HttpError(409, 'googleLinkNeedsPassword', { fields: { password: 'googleLinkNeedsPassword' } });
  }
  // A password guessed here counts with the ones guessed at sign-in.
  await deps.limits.signInAttempt(user.email);
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw new HttpError(401, 'passwordWrong', { fields: { password: 'passwordWrong' } });
  }
  await deps.limits.signInSucceeded(user.email);
}

/** The same second step as password sign-in, for accounts that have it on. */
async function assertSecondStep(deps: AccountsDeps, user: User, code: string | undefined): Promise<void> {
  if (!user.totpEnabled || !user.totpSecret) return;
  if (!code) throw new HttpError(401, 'totpRequired', { fields: { totpCode: 'totpRequired' } });
  await deps.limits.totpAttempt(user.id);
  if (!(await spendTotpCode(deps.db, user, user.totpSecret, code))) {
    throw new HttpError(401, 'totpInvalid', { fields: { totpCode: 'totpInvalid' } });
  }
  await deps.limits.totpSucceeded(user.id);
}

async function linkGoogle(deps: AccountsDeps, user: User, identity: GoogleIdentity): Promise<User> {
  try {
    const [updated] = await deps.db
      .update(users)
      .set({ googleSubject: identity.sub, emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  } catch (err) {
    // The same Google identity linked elsewhere by a concurrent request.
    if (isUniqueViolation(err)) throw new HttpError(409, 'emailTaken', { fields: { email: 'emailTaken' } });
    throw err;
  }
}

/** A new member account for a Google identity no account knows. */
async function createGoogleAccount(deps: AccountsDeps, identity: GoogleIdentity, info: RequestInfo): Promise<User> {
  const { db } = deps;
  try {
    const [created] = await db
      .insert(users)
      .values({
        email: identity.email,
        name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
        passwordHash: null,
        googleSubject: identity.sub,
        emailVerifiedAt: new Date(),
        language: info.site.defaultLang,
      })
      .returning();
    if (!created) throw new Error('insert returned no user');
    await grantRoles(db, created.id, [MEMBER_ROLE]);
    return created;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'emailTaken', { fields: { email: 'emailTaken' } });
    throw err;
  }
}

/**
 * Who the Google proof in the request names: an ID token checked here, an access token checked
 * with Google's tokeninfo, or a code traded with Google for an ID token that is then checked
 * exactly like one the browser sent (the code flow, issue #33; it needs the client's secret).
 */
async function identityFrom(
  deps: AccountsDeps,
  client: GoogleClient,
  input: GoogleSignInInput,
  info: RequestInfo,
): Promise<GoogleIdentity> {
  if (input.credential) return verifyGoogleIdToken(deps.env, deps.log, client.id, input.credential);
  if (input.accessToken) return verifyGoogleAccessToken(deps.env, deps.log, client.id, input.accessToken);
  if (!client.secret) throw new HttpError(400, 'googleCodeFlowOff');
  const redirectUri = input.redirectUri ?? GOOGLE_POPUP_REDIRECT;
  if (!redirectUriAllowed(redirectUri, info.origin)) {
    throw new HttpError(400, 'invalidInput', { fields: { redirectUri: 'invalidValue' } });
  }
  const codeClient = { id: client.id, secret: client.secret };
  const idToken = await exchangeGoogleCode(deps.env, deps.log, codeClient, input.code ?? '', redirectUri);
  return verifyGoogleIdToken(deps.env, deps.log, client.id, idToken);
}

/**
 * Signs in with Google. An existing account asks for what its own sign-in would: its password
 * before a first link, and its two-step code whenever that is on; the Google token may be sent
 * again with them (it stays valid for minutes), a code may not (the browser gets a new one).
 */
export async function googleSignIn(
  deps: AccountsDeps,
  client: GoogleClient | null,
  input: GoogleSignInInput,
  info: RequestInfo,
): Promise<SignInResult> {
  if (!client) throw new HttpError(400, 'googleClientIdRequired');
  const identity = await identityFrom(deps, client, input, info);
  const known = await knownAccountFor(deps, identity);
  if (!known) return signInResult(deps.db, await createGoogleAccount(deps, identity, info), info.userAgent);
  let user = known.user;
  if (!known.linked) await assertMayLink(deps, user, input);
  if (user.status !== 'active') throw new HttpError(403, 'suspended');
  await assertSecondStep(deps, user, input.totpCode);
  if (!known.linked) user = await linkGoogle(deps, user, identity);
  return signInResult(deps.db, user, info.userAgent);
}
