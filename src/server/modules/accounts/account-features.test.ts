import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { lastMail, login, registerUser, uniqueEmail } from '../../test/accounts';
import { RESEND_VERIFICATION_LIMIT } from './account-routes';
import { TEST_DIALECTS } from '../../test/test-database';
import { currentTotp, totpCodeAt } from './totp';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipartBody(file: Buffer, filename: string, type: string) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(TEST_DIALECTS)('account features on %s', (dialect) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ dialect, env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(async () => app?.close());

  it('limits sign-in tries per IP and e-mail: 429 with Retry-After, other e-mails unaffected', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 3; i++) expect((await login(app, user.email, 'wrong password')).statusCode).toBe(401);
    const limited = await login(app, user.email, user.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toMatchObject({ error: 'Too Many Requests', message: 'auth.error.tooManyTries' });
    const other = await registerUser(app);
    expect((await login(app, other.email, other.password)).statusCode).toBe(200);
  });

  it('limits forgot-password and register per IP and e-mail too', async () => {
    const email = uniqueEmail('flood');
    const forgot = () => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    for (let i = 0; i < 3; i++) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
    const reg = () => app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'X', email, password: 'short' } });
    for (let i = 0; i < 3; i++) expect((await reg()).statusCode).toBe(400);
    expect((await reg()).statusCode).toBe(429);
  });

  it('mails a fresh verification link on request, a few times per account, then answers 429', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const resend = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/account/verify-email', headers });
    const before = await lastMail(app, user.email);
    expect((await resend(user.headers)).statusCode).toBe(200);
    const after = await lastMail(app, user.email);
    expect(after.mail?.text).toContain('/verify-email?token=');
    expect(after.token).toBeDefined();
    expect(after.token).not.toBe(before.token);
    for (let i = 1; i < RESEND_VERIFICATION_LIMIT; i++) expect((await resend(user.headers)).statusCode).toBe(200);
    const limited = await resend(user.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ message: 'auth.error.tooManyTries' });
    // Counted per account: another user on the same address is not held back.
    expect((await resend(other.headers)).statusCode).toBe(200);
  });

  it('turns on two-step sign-in with a QR code and then asks for the code', async () => {
    const user = await registerUser(app);
    const setup = await app.inject({ method: 'POST', url: '/api/account/totp/setup', headers: user.headers });
    expect(setup.statusCode).toBe(200);
    const { otpauthUrl, qrDataUrl, secret } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await app.inject({ method: 'POST', url: '/api/account/totp/enable', headers: user.headers, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: '/api/account/totp/enable', headers: user.headers, payload: { code: currentTotp(secret) } });
    expect(ok.statusCode).toBe(200);
    const noCode = await login(app, user.email, user.password);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().fields).toEqual({ totpCode: 'auth.error.totpRequired' });
    // The next step's code: the current one was spent on turning it on (totp-replay.test.ts).
    const withCode = await login(app, user.email, user.password, { totpCode: totpCodeAt(secret, Date.now() + 30_000) });
    expect(withCode.statusCode).toBe(200);
  });

  it('takes a PNG avatar, refuses a file that only claims to be one, and serves the picture', async () => {
    const user = await registerUser(app);
    const fake = multipartBody(Buffer.from('<script>alert(1)</script>'), 'me.png', 'image/png');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...user.headers, 'content-type': fake.contentType },
      payload: fake.body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.file).toBe('account.error.avatarType');
    const real = multipartBody(PNG_1PX, 'anything.txt', 'text/plain');
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...user.headers, 'content-type': real.contentType },
      payload: real.body,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(/^\/api\/avatars\/.+\.png$/);
    const img = await app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('refuses an avatar over the size limit with 413', async () => {
    const user = await registerUser(app);
    const big = multipartBody(Buffer.concat([PNG_1PX, Buffer.alloc(3 * 1024 * 1024)]), 'big.png', 'image/png');
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...user.headers, 'content-type': big.contentType },
      payload: big.body,
    });
    expect(res.statusCode).toBe(413);
  });

  it('changes name and language, and refuses an e-mail another account has', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const res = await app.inject({ method: 'PATCH', url: '/api/account', headers: user.headers, payload: { name: 'Renamed', language: 'ar' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', language: 'ar' });
    const taken = await app.inject({ method: 'PATCH', url: '/api/account', headers: user.headers, payload: { email: other.email } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBe('auth.error.emailTaken');
    const bad = await app.inject({ method: 'PATCH', url: '/api/account', headers: user.headers, payload: { language: 'xx' } });
    expect(bad.statusCode).toBe(400);
  });

  it('a suspended account cannot sign in and its tokens stop working', async () => {
    const user = await registerUser(app);
    await app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    const res = await login(app, user.email, user.password);
    expect(res.statusCode).toBe(403);
  });
});
