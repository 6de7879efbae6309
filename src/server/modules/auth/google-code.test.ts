import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { parseEnv } from '../../env';
import { makeWebDist, RELAXED_LIMITS } from '../../test/build-test-app';
import { registerUser, uniqueEmail } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { openTestDatabase } from '../../test/test-database';

const ISSUER = 'https://issuer.test';
const CLIENT_ID = 'code-client.apps.example';
const CLIENT_SECRET = 'GOCSPX-test-secret-never-logged';
const KORE_CLIENT_ID = 'korepetycje-client.apps.example';

/** What the stand-in does with a code it is given. */
type Answer =
  { idToken: string } | { status: number; json: object } | { status: number; text: string } | 'hang' | 'drop';

/**
 * A local stand-in for Google: a real key pair with its JWKS, and the token endpoint that trades
 * the codes a test registered for what the test wants it to answer.
 */
async function startGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const answers = new Map<string, Answer>();
  const exchanges: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname !== '/token' || req.method !== 'POST') {
      res.statusCode = 404;
      res.end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      exchanges.push(form);
      const answer = answers.get(form.get('code') ?? '') ?? { status: 400, json: { error: 'invalid_grant' } };
      // Each code is good once, as at Google.
      answers.delete(form.get('code') ?? '');
      if (answer === 'hang') return; // never answers: the server's timeout has to end it
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if ('idToken' in answer) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ access_token: 'ya29.x', id_token: answer.idToken, expires_in: 3599 }));
        return;
      }
      res.statusCode = answer.status;
      if ('json' in answer) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer.json));
      } else {
        res.setHeader('content-type', 'text/html');
        res.end(answer.text);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, privateKey, otherKey: other.privateKey, answers, exchanges };
}

interface Claims {
  sub?: string;
  email?: string;
  aud?: string;
  iss?: string;
  exp?: number;
  key?: CryptoKey;
}

let codeCounter = 0;

describeDialects('Google sign-in by the authorization-code flow on %s', (dialect) => {
  let app: App;
  let google: Awaited<ReturnType<typeof startGoogle>>;
  let log = '';

  beforeAll(async () => {
    google = await startGoogle();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        log += chunk.toString();
        done();
      },
    });
    const env = parseEnv({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: makeWebDist(),
      ...RELAXED_LIMITS,
      GOOGLE_ISSUER: ISSUER,
      GOOGLE_JWKS_URL: `${google.base}/jwks`,
      GOOGLE_TOKEN_URL: `${google.base}/token`,
      // Short enough for the test that waits it out, long enough for a busy machine's first request.
      GOOGLE_TIMEOUT_MS: '2000',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      // korepetycje has its own client id and no secret: the code flow is off there.
      GOOGLE_CLIENT_IDS: JSON.stringify({ korepetycje: KORE_CLIENT_ID }),
      PUBLIC_URL: 'https://market.example',
    });
    app = await buildApp({ env, database: await openTestDatabase(dialect), logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    google?.server.closeAllConnections();
    google?.server.close();
  });
  beforeEach(() => {
    google.exchanges.length = 0;
  });

  async function idToken(c: Claims = {}) {
    return new SignJWT({ email: c.email ?? uniqueEmail('code'), email_verified: true, name: 'Cody Code' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(c.sub ?? `sub-${Math.random().toString(36).slice(2)}`)
      .setIssuer(c.iss ?? ISSUER)
      .setAudience(c.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(c.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(c.key ?? google.privateKey);
  }

  /** A fresh code the stand-in will answer as told. */
  function codeFor(answer: Answer): string {
    const code = `4/0A-test-code-${++codeCounter}`;
    google.answers.set(code, answer);
    return code;
  }

  const signIn = (payload: object, host = 'localhost') =>
    app.inject({ method: 'POST', url: '/api/auth/google', headers: { host }, payload });

  it('trades the code with the client secret and signs in with the ID token Google returns', async () => {
    const email = uniqueEmail('cody');
    const code = codeFor({ idToken: await idToken({ email, sub: 'cody-1' }) });
    const res = await signIn({ code, redirectUri: 'postmessage' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, name: 'Cody Code', emailVerified: true, roles: ['member'] });
    expect(res.json().accessToken).toBeTruthy();
    expect(Object.fromEntries(google.exchanges[0] ?? [])).toEqual({
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: 'postmessage',
    });
    // The same Google identity through another code is the same account; the popup's redirect is the default.
    const again = await signIn({ code: codeFor({ idToken: await idToken({ sub: 'cody-1' }) }) });
    expect(again.json().userId).toBe(res.json().userId);
    expect(google.exchanges[1]?.get('redirect_uri')).toBe('postmessage');
    // A code is good once.
    const reused = await signIn({ code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('googleRejected');
  });

  it('links an existing password account only with its password, asking again with a new code', async () => {
    const user = await registerUser(app);
    const token = await idToken({ email: user.email });
    const bare = await signIn({ code: codeFor({ idToken: token }) });
    expect(bare.statusCode).toBe(409);
    expect(fieldCodes(bare.json())).toEqual({ password: 'googleLinkNeedsPassword' });
    const ok = await signIn({ code: codeFor({ idToken: token }), password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userId).toBe(user.id);
  });

  it('refuses a code Google refuses with 401 googleRejected, and creates no account', async () => {
    const res = await signIn({ code: codeFor({ status: 400, json: { error: 'invalid_grant' } }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Unauthorized', code: 'googleRejected' });
    const mismatch = await signIn({ code: codeFor({ status: 400, json: { error: 'redirect_uri_mismatch' } }) });
    expect(mismatch.json().code).toBe('googleRejected');
  });

  it.each<[string, () => Promise<Claims>]>([
    ['another audience', async () => ({ aud: 'someone-else' })],
    ['another issuer', async () => ({ iss: 'https://evil.test' })],
    ['an expired token', async () => ({ exp: Math.floor(Date.now() / 1000) - 120 })],
    ['a bad signature', async () => ({ key: google.otherKey })],
  ])('refuses an ID token from the exchange with %s', async (_label, claims) => {
    const email = uniqueEmail('bad');
    const res = await signIn({ code: codeFor({ idToken: await idToken({ ...(await claims()), email }) }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('googleRejected');
    // Nothing was created for that e-mail: a sign-up with it still works.
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Later', email, password: 'correct horse battery' },
    });
    expect(signUp.statusCode).toBe(201);
  });

  it.each<[string, Answer]>([
    ['does not answer in time', 'hang'],
    ['drops the connection', 'drop'],
    ['fails', { status: 500, json: { error: 'internal_failure' } }],
    ['refuses our client secret', { status: 401, json: { error: 'invalid_client' } }],
    ['answers with something that is not JSON', { status: 200, text: '<html>maintenance</html>' }],
    ['answers without an ID token', { status: 200, json: { access_token: 'ya29.x' } }],
  ])('answers 502 googleUnavailable when the token endpoint %s', async (_label, answer) => {
    const res = await signIn({ code: codeFor(answer) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'Bad Gateway',
      code: 'googleUnavailable',
      message: 'Google could not be reached to finish signing in. Please try again in a moment.',
    });
  });

  it('logs what went wrong with Google, never the secret or the code', async () => {
    const code = codeFor({ status: 401, json: { error: 'invalid_client' } });
    await signIn({ code });
    await signIn({ code: codeFor('drop') });
    expect(log).toContain('invalid_client');
    expect(log).toContain('Google token endpoint');
    expect(log).not.toContain(CLIENT_SECRET);
    expect(log).not.toContain(code);
    expect(log).not.toContain('"stack"');
  });

  it('answers googleCodeFlowOff where the client has no secret, and tells the page which flow to use', async () => {
    const res = await signIn({ code: codeFor({ idToken: await idToken({ aud: KORE_CLIENT_ID }) }) }, 'korepetycje.lol');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('googleCodeFlowOff');
    expect(google.exchanges).toHaveLength(0);
    const bootstrapOf = async (host: string) => {
      const page = await app.inject({ method: 'GET', url: '/login', headers: { host } });
      const json = /<script id="bootstrap" type="application\/json">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '{}';
      return (JSON.parse(json) as { runtime: Record<string, unknown> }).runtime;
    };
    expect(await bootstrapOf('korepetycje.lol')).toMatchObject({ googleClientId: KORE_CLIENT_ID });
    expect((await bootstrapOf('korepetycje.lol')).googleCodeFlow).toBeUndefined();
    expect(await bootstrapOf('localhost')).toMatchObject({ googleClientId: CLIENT_ID, googleCodeFlow: true });
    expect(JSON.stringify(await bootstrapOf('localhost'))).not.toContain(CLIENT_SECRET);
  });

  it('validates the body: one Google proof, a code of sane length, a redirect URI on this site', async () => {
    const code = 'code-long-enough-1';
    const cases: [object, Record<string, string>][] = [
      [{ code: 'short' }, { code: 'valueTooShort' }],
      [{ code: 'x'.repeat(2049) }, { code: 'valueTooLong' }],
      [{ code, accessToken: 'access-token-1' }, { credential: 'googleTokenRequired' }],
      [{}, { credential: 'googleTokenRequired' }],
      [{ credential: 'c'.repeat(40), redirectUri: 'postmessage' }, { redirectUri: 'invalidValue' }],
      [{ code, redirectUri: 'javascript:alert(1)' }, { redirectUri: 'invalidValue' }],
      [{ code, redirectUri: 'https://evil.example/callback' }, { redirectUri: 'invalidValue' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await signIn(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalidInput');
      expect(fieldCodes(res.json()), JSON.stringify(payload)).toEqual(fields);
    }
    expect(google.exchanges).toHaveLength(0);
    // A redirect URI on this site's own address is passed on as it came.
    const own = 'https://market.example/login/google';
    expect((await signIn({ code: codeFor({ idToken: await idToken() }), redirectUri: own })).statusCode).toBe(200);
    expect(google.exchanges[0]?.get('redirect_uri')).toBe(own);
  });
});
