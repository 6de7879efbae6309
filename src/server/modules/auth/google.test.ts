import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { registerUser, uniqueEmail } from '../../test/accounts';
import { awayFromStepEnd } from '../../test/totp-clock';
import { totpCodeAt } from '../../auth/totp';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

const ISSUER = 'https://issuer.test';
const CLIENT_ID = 'test-client.apps.example';
const KORE_CLIENT_ID = 'korepetycje-client.apps.example';

/** A local identity provider: a real key pair, JWKS over HTTP, and tokeninfo for the token flow. */
async function startProvider() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const accessTokens = new Map<string, object>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    // A Google having a bad day: its endpoints answer 503.
    if (url.pathname === '/failing/jwks' || url.pathname === '/failing/tokeninfo') {
      res.statusCode = 503;
      res.end('unavailable');
      return;
    }
    if (url.pathname === '/tokeninfo') {
      const info = accessTokens.get(url.searchParams.get('access_token') ?? '');
      res.statusCode = info ? 200 : 400;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(info ?? { error: 'invalid_token' }));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, privateKey, otherKey: other.privateKey, accessTokens };
}

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  iss?: string;
  aud?: string;
  exp?: number;
  key?: CryptoKey;
}

describeDialects('Google sign-in on %s', (dialect) => {
  let app: App;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  beforeAll(async () => {
    provider = await startProvider();
    app = await buildTestApp({
      dialect,
      env: {
        GOOGLE_ISSUER: ISSUER,
        GOOGLE_JWKS_URL: `${provider.base}/jwks`,
        GOOGLE_TOKENINFO_URL: `${provider.base}/tokeninfo`,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_IDS: JSON.stringify({ korepetycje: KORE_CLIENT_ID }),
        // Real limits for one account; every test uses its own e-mail.
        AUTH_ACCOUNT_FAILURE_LIMIT: '4',
        TOTP_FAILURE_LIMIT: '4',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    provider?.server.close();
  });

  async function idToken(c: Claims = {}) {
    const jwt = new SignJWT({
      email: c.email ?? uniqueEmail('g'),
      email_verified: c.email_verified ?? true,
      name: c.name ?? 'Gina Google',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(c.sub ?? `sub-${Math.random().toString(36).slice(2)}`)
      .setIssuer(c.iss ?? ISSUER)
      .setAudience(c.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(c.exp ?? Math.floor(Date.now() / 1000) + 600);
    return jwt.sign(c.key ?? provider.privateKey);
  }

  const signIn = (payload: object, host = 'localhost') =>
    app.inject({ method: 'POST', url: '/api/auth/google', headers: { host }, payload });

  it('accepts an ID token signed by the provider and creates a verified member account', async () => {
    const email = uniqueEmail('gina');
    const res = await signIn({ credential: await idToken({ email, sub: 'gina-1' }) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, name: 'Gina Google', emailVerified: true, roles: ['member'] });
    expect(body.accessToken).toBeTruthy();
    const again = await signIn({ credential: await idToken({ email: 'changed@example.test', sub: 'gina-1' }) });
    expect(again.json().userId).toBe(body.userId);
  });

  it("links to an existing account with the same verified e-mail only with that account's password", async () => {
    const user = await registerUser(app);
    const credential = await idToken({ email: user.email.toUpperCase() });
    const bare = await signIn({ credential });
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toMatchObject({
      code: 'googleLinkNeedsPassword',
      fields: { password: { code: 'googleLinkNeedsPassword' } },
    });
    expect(bare.json().accessToken).toBeUndefined();
    const wrong = await signIn({ credential, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(fieldCodes(wrong.json())).toEqual({ password: 'passwordWrong' });
    // Nothing was linked by the refused tries: the same identity still needs the password.
    expect((await signIn({ credential })).statusCode).toBe(409);
    const res = await signIn({ credential, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().userId).toBe(user.id);
    // Linked now: the Google identity alone signs in.
    expect((await signIn({ credential })).json().userId).toBe(user.id);
  });

  it('counts wrong passwords given to link with failed sign-ins: the account locks whichever door is used', async () => {
    const user = await registerUser(app);
    const credential = await idToken({ email: user.email });
    for (let i = 0; i < 2; i++) expect((await signIn({ credential, password: `wrong-${i}` })).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `bad-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await signIn({ credential, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().accessToken).toBeUndefined();
  });

  /** Turns two-step sign-in on for a signed-in user; returns the secret. */
  async function turnOnTotp(accessToken: string) {
    const headers = { authorization: `Bearer ${accessToken}` };
    const { secret } = (await app.inject({ method: 'POST', url: '/api/account/totp/setup', headers })).json() as {
      secret: string;
    };
    await awayFromStepEnd();
    const code = totpCodeAt(secret, Date.now() - 30_000);
    expect(
      (await app.inject({ method: 'POST', url: '/api/account/totp/enable', headers, payload: { code } })).statusCode,
    ).toBe(200);
    return secret;
  }

  it('asks a linked account with two-step sign-in for its code, and takes each code once', async () => {
    const credential = await idToken({ sub: `totp-${Date.now()}` });
    const first = await signIn({ credential });
    expect(first.statusCode).toBe(200);
    const secret = await turnOnTotp(first.json().accessToken);
    const noCode = await signIn({ credential });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'totpRequired', fields: { totpCode: { code: 'totpRequired' } } });
    expect(noCode.json().accessToken).toBeUndefined();
    const code = totpCodeAt(secret, Date.now());
    const wrong = await signIn({ credential, totpCode: code === '000000' ? '111111' : '000000' });
    expect(fieldCodes(wrong.json())).toEqual({ totpCode: 'totpInvalid' });
    const ok = await signIn({ credential, totpCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userId).toBe(first.json().userId);
    expect((await signIn({ credential, totpCode: code })).statusCode).toBe(401);
  });

  it('links a password account with two-step sign-in only with both its password and its code', async () => {
    const user = await registerUser(app);
    const secret = await turnOnTotp(user.accessToken);
    const credential = await idToken({ email: user.email });
    const noCode = await signIn({ credential, password: user.password });
    expect(noCode.statusCode).toBe(401);
    expect(fieldCodes(noCode.json())).toEqual({ totpCode: 'totpRequired' });
    expect(fieldCodes((await signIn({ credential })).json())).toEqual({ password: 'googleLinkNeedsPassword' });
    const ok = await signIn({ credential, password: user.password, totpCode: totpCodeAt(secret, Date.now()) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userId).toBe(user.id);
    expect(fieldCodes((await signIn({ credential })).json())).toEqual({ totpCode: 'totpRequired' });
  });

  it.each<[string, () => Promise<Claims>]>([
    ['a wrong audience', async () => ({ aud: 'someone-else' })],
    ['a wrong issuer', async () => ({ iss: 'https://evil.test' })],
    ['an expired token', async () => ({ exp: Math.floor(Date.now() / 1000) - 120 })],
    ['a bad signature', async () => ({ key: provider.otherKey })],
  ])('rejects %s with 401 and creates no account', async (_label, claims) => {
    const email = uniqueEmail('reject');
    const res = await signIn({ credential: await idToken({ ...(await claims()), email }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('googleRejected');
    const admin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'whatever1' },
    });
    expect(admin.statusCode).toBe(401);
  });

  it('rejects a garbled token and an unverified e-mail that matches an account', async () => {
    expect((await signIn({ credential: 'x'.repeat(40) })).statusCode).toBe(401);
    const user = await registerUser(app);
    const res = await signIn({ credential: await idToken({ email: user.email, email_verified: false }) });
    expect(res.statusCode).toBe(401);
  });

  it("uses the site's own client id as the audience", async () => {
    const onKore = await signIn({ credential: await idToken({ aud: KORE_CLIENT_ID }) }, 'korepetycje.lol');
    expect(onKore.statusCode).toBe(200);
    const elsewhere = await signIn({ credential: await idToken({ aud: KORE_CLIENT_ID }) }, 'localhost');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('accepts an access token from the token flow when it was issued to our client', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    provider.accessTokens.set('good-access-token', {
      aud: CLIENT_ID,
      sub: 'tok-1',
      email: uniqueEmail('tok'),
      email_verified: 'true',
      exp,
    });
    provider.accessTokens.set('foreign-access-token', {
      aud: 'other',
      sub: 'tok-2',
      email: uniqueEmail('tok'),
      email_verified: 'true',
      exp,
    });
    expect((await signIn({ accessToken: 'good-access-token' })).statusCode).toBe(200);
    expect((await signIn({ accessToken: 'foreign-access-token' })).statusCode).toBe(401);
    expect((await signIn({ accessToken: 'unknown-access-token' })).statusCode).toBe(401);
  });

  it('answers 502 googleUnavailable, not a rejection, when Google cannot be asked; a token Google refuses stays 401', async () => {
    const closed = await new Promise<string>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(`http://127.0.0.1:${port}`));
      });
    });
    for (const base of [`${provider.base}/failing`, closed]) {
      const down = await buildTestApp({
        dialect,
        env: {
          GOOGLE_ISSUER: ISSUER,
          GOOGLE_JWKS_URL: `${base}/jwks`,
          GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
          GOOGLE_CLIENT_ID: CLIENT_ID,
        },
      });
      try {
        const send = (payload: object) =>
          down.inject({ method: 'POST', url: '/api/auth/google', headers: { host: 'localhost' }, payload });
        for (const payload of [{ credential: await idToken() }, { accessToken: 'any-access-token' }]) {
          const res = await send(payload);
          expect(res.statusCode, `${base} ${Object.keys(payload)[0]}`).toBe(502);
          expect(res.json()).toMatchObject({ code: 'googleUnavailable' });
          expect(res.body).not.toContain('at ');
        }
      } finally {
        await down.close();
      }
    }
    // A garbled ID token is the sender's fault, whatever jose makes of it.
    const garbled = `eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.${'é'.repeat(30)}.${'x'.repeat(40)}`;
    expect((await signIn({ credential: garbled })).statusCode).toBe(401);
  });

  it('puts the client id for the site into the page bootstrap', async () => {
    const res = await app.inject({ method: 'GET', url: '/login', headers: { host: 'korepetycje.lol' } });
    expect(res.body).toContain(KORE_CLIENT_ID);
  });
});
