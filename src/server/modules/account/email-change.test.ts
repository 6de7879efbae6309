import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { outbox, users } from '../../db/schema';
import { lastMail, registerUser, uniqueEmail, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { maskEmail } from './email-change';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

describe('maskEmail', () => {
  it.each([
    ['newperson@example.org', 'ne***@ex***.org'],
    ['ab@mail.co.uk', 'a***@ma***.uk'],
    ['x@localhost', 'x***@lo***'],
  ])('%s -> %s', (email, masked) => expect(maskEmail(email)).toBe(masked));
});

describeDialects('changing the e-mail on %s', (dialect) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
  });
  afterAll(async () => app?.close());

  const patch = (user: TestUser, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/account', headers: user.headers, payload });
  const storedEmail = async (user: TestUser) =>
    (await app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]?.email;
  const mailsTo = (to: string) => app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));

  it('refuses a new e-mail without the current password, or with a wrong one, changing nothing', async () => {
    const user = await registerUser(app);
    const target = uniqueEmail('new');
    for (const extra of [{}, { currentPassword: 'wrong password' }]) {
      const res = await patch(user, { email: target, name: 'Taken Over', ...extra });
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res.json())).toEqual({ currentPassword: 'passwordWrong' });
    }
    expect(await storedEmail(user)).toBe(user.email);
    expect(await mailsTo(target)).toHaveLength(0);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().user.name).toBe('Test User');
  });

  it('with the password: verification to the new address, a notice with the address masked to the old one', async () => {
    const user = await registerUser(app);
    const before = await mailsTo(user.email);
    const target = uniqueEmail('moved');
    const res = await patch(user, { email: target, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: target, emailVerified: false });
    expect((await lastMail(app, target)).mail?.text).toMatch(/\/verify-email\?token=/);

    const old = await mailsTo(user.email);
    expect(old).toHaveLength(before.length + 1);
    const notice = old[0];
    expect(notice?.subject).toBe('Your e-mail address on application was changed');
    expect(notice?.text).toContain(maskEmail(target));
    expect(notice?.text).not.toContain(target);
    expect(notice?.text).not.toMatch(/token=/);
  });

  it('needs no password for name or language, or for the same address in another case', async () => {
    const user = await registerUser(app);
    const res = await patch(user, { name: 'Renamed', language: 'de', email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', language: 'de' });
  });

  it('lets an account without a password (Google only) change its e-mail', async () => {
    const user = await registerUser(app);
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const target = uniqueEmail('google');
    const res = await patch(user, { email: target });
    expect(res.statusCode).toBe(200);
    expect(await storedEmail(user)).toBe(target);
  });

  it('refuses a body with only the password: there is nothing to change', async () => {
    const user = await registerUser(app);
    const res = await patch(user, { currentPassword: user.password });
    expect(res.statusCode).toBe(400);
  });
});

describe('guessing the password through an e-mail change', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { AUTH_ACCOUNT_FAILURE_LIMIT: '3' } });
  });
  afterAll(async () => app?.close());

  it('counts like failed sign-ins: after the limit even the right password gets 429', async () => {
    const user = await registerUser(app);
    const change = (currentPassword: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/account',
        headers: user.headers,
        payload: { email: uniqueEmail('guess'), currentPassword },
      });
    for (let i = 0; i < 3; i++) expect((await change(`wrong-${i}-password`)).statusCode).toBe(400);
    const locked = await change(user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const stored = await app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(stored[0]?.email).toBe(user.email);
  });
});
