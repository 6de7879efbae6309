import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { accountTokens, outbox, sessions } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { lastMail, login, registerUser, uniqueEmail } from '../../test/accounts';
import { FORGOT_PASSWORD_ANSWER } from './auth-routes';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

describeDialects('accounts on %s', (dialect) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
  });
  afterAll(async () => app?.close());

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  describe('sign-up', () => {
    it('creates a member account, signed in, with the stored session values', async () => {
      const email = uniqueEmail('ann');
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ann', email, password: 'a good password' },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'apiToken', 'user', 'userAbilityRules', 'userId']);
      expect(body.accessToken).not.toBe(body.apiToken);
      expect(body.user).toMatchObject({
        email,
        name: 'Ann',
        roles: ['member'],
        scopes: ['internal'],
        emailVerified: false,
      });
      expect(body.userAbilityRules).toContainEqual({ action: 'access', subject: 'scope:internal' });
      expect(body.userAbilityRules).not.toContainEqual({ action: 'access', subject: 'scope:admin2' });
      expect(JSON.stringify(body)).not.toMatch(/password|Hash|totp_secret/i);
      const who = await me(body.accessToken);
      expect(who.statusCode).toBe(200);
      expect(who.json().user.id).toBe(body.userId);
    });

    it('stores only hashes of the tokens', async () => {
      const user = await registerUser(app);
      const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(2);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(user.accessToken);
      expect(stored).not.toContain(user.apiToken);
    });

    it('answers a taken e-mail, in any letter case, with 409 and a field error', async () => {
      const user = await registerUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Twin', email: user.email.toUpperCase(), password: 'another password' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'Conflict',
        code: 'emailTaken',
        fields: { email: { code: 'emailTaken' } },
      });
    });

    it('refuses a short password and a password equal to the e-mail, creating nothing', async () => {
      const email = uniqueEmail();
      const short = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'A', email, password: 'short' },
      });
      expect(short.statusCode).toBe(400);
      expect(fieldCodes(short.json()).password).toBe('passwordTooShort');
      const same = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'A', email, password: email.toUpperCase() },
      });
      expect(same.statusCode).toBe(400);
      expect(fieldCodes(same.json()).password).toBe('passwordIsEmail');
      const bad = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: '', email: 'nope', password: 'long enough' },
      });
      expect(Object.keys(fieldCodes(bad.json())).sort()).toEqual(['email', 'name']);
      expect((await login(app, email, email)).statusCode).toBe(401);
    });

    it('mails a verification link that confirms the address once', async () => {
      const user = await registerUser(app, { language: 'pl' });
      const { mail, token } = await lastMail(app, user.email);
      expect(mail?.subject).toMatch(/Potwierdź adres e-mail/);
      expect(mail?.text).toMatch(/^Cześć Test User/);
      expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
      const ok = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
      expect(ok.statusCode).toBe(200);
      expect((await me(user.accessToken)).json().user.emailVerified).toBe(true);
      const again = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
      expect(again.statusCode).toBe(400);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in with the right password, in any e-mail case, and refuses a wrong one', async () => {
      const user = await registerUser(app);
      const good = await login(app, user.email.toUpperCase(), user.password);
      expect(good.statusCode).toBe(200);
      expect(good.json().userId).toBe(user.id);
      const bad = await login(app, user.email, 'wrong password');
      expect(bad.statusCode).toBe(401);
      expect(bad.json().code).toBe('invalidCredentials');
      const nobody = await login(app, uniqueEmail('nobody'), 'whatever1');
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json()).toEqual(bad.json());
    });

    it('signs out one session, whose tokens then get 401, and leaves the others', async () => {
      const user = await registerUser(app);
      const other = (await login(app, user.email, user.password)).json();
      const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
      expect(out.statusCode).toBe(200);
      expect((await me(user.accessToken)).statusCode).toBe(401);
      expect((await me(other.accessToken)).statusCode).toBe(200);
    });

    it('answers a missing, malformed, unknown or expired token with 401', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode,
      ).toBe(401);
      expect((await me('x'.repeat(43))).statusCode).toBe(401);
      const user = await registerUser(app);
      // The apiToken is for realtime and video; REST wants the accessToken.
      expect((await me(user.apiToken)).statusCode).toBe(401);
      await app.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));
      const res = await me(user.accessToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Unauthorized');
    });

    it('slides the expiry forward when a session is used', async () => {
      const user = await registerUser(app);
      const soon = new Date(Date.now() + 60_000);
      await app.db
        .update(sessions)
        .set({ expiresAt: soon, lastUsedAt: new Date(Date.now() - 3_600_000) })
        .where(eq(sessions.userId, user.id));
      expect((await me(user.accessToken)).statusCode).toBe(200);
      const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
    });

    it('changing the password signs out the other sessions and keeps this one', async () => {
      const user = await registerUser(app);
      const other = (await login(app, user.email, user.password)).json();
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: user.headers,
        payload: { currentPassword: 'not it at all', newPassword: 'brand new password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(fieldCodes(wrong.json()).currentPassword).toBe('passwordWrong');
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: user.headers,
        payload: { currentPassword: user.password, newPassword: 'brand new password' },
      });
      expect(res.statusCode).toBe(200);
      expect((await me(user.accessToken)).statusCode).toBe(200);
      expect((await me(other.accessToken)).statusCode).toBe(401);
      expect((await login(app, user.email, user.password)).statusCode).toBe(401);
      expect((await login(app, user.email, 'brand new password')).statusCode).toBe(200);
    });

    it('lists the sessions and revokes one by id, only the own ones', async () => {
      const user = await registerUser(app);
      const second = (await login(app, user.email, user.password)).json();
      const list = await app.inject({ method: 'GET', url: '/api/account/sessions', headers: user.headers });
      expect(list.statusCode).toBe(200);
      const items = list.json() as { id: string; current: boolean }[];
      expect(items).toHaveLength(2);
      const notCurrent = items.find((s) => !s.current)!;
      const stranger = await registerUser(app);
      const foreign = await app.inject({
        method: 'DELETE',
        url: `/api/account/sessions/${notCurrent.id}`,
        headers: stranger.headers,
      });
      expect(foreign.statusCode).toBe(404);
      expect((await me(second.accessToken)).statusCode).toBe(200);
      const revoke = await app.inject({
        method: 'DELETE',
        url: `/api/account/sessions/${notCurrent.id}`,
        headers: user.headers,
      });
      expect(revoke.statusCode).toBe(200);
      expect((await me(second.accessToken)).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    const forgot = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = (token: string | undefined, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

    it('answers the same for known and unknown addresses', async () => {
      const user = await registerUser(app);
      const known = await forgot(user.email);
      const unknown = await forgot(uniqueEmail('ghost'));
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      expect(unknown.json()).toEqual(known.json());
    });

    it('resets once with the mailed link, signs out everywhere, and the link then fails', async () => {
      const user = await registerUser(app, { language: 'de' });
      await forgot(user.email);
      const { mail, token } = await lastMail(app, user.email);
      expect(mail?.subject).toMatch(/Passwort zurücksetzen/);
      expect(mail?.text).toContain('/reset-password?token=');
      const same = await reset(token, user.email);
      expect(same.statusCode).toBe(400);
      expect(fieldCodes(same.json()).password).toBe('passwordIsEmail');
      const ok = await reset(token, 'the new password');
      expect(ok.statusCode).toBe(200);
      expect((await me(user.accessToken)).statusCode).toBe(401);
      expect((await login(app, user.email, user.password)).statusCode).toBe(401);
      expect((await login(app, user.email, 'the new password')).statusCode).toBe(200);
      const twice = await reset(token, 'yet another password');
      expect(twice.statusCode).toBe(400);
      expect(fieldCodes(twice.json()).token).toBe('linkInvalid');
    });

    /** The tokens of every reset link mailed to `email`, in no particular order. */
    async function resetTokens(email: string) {
      const mails = await app.db.select().from(outbox).where(eq(outbox.to, email));
      return mails
        .map((m) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
        .filter((t): t is string => Boolean(t));
    }

    it('a reset voids every other open reset link of the account', async () => {
      const user = await registerUser(app);
      await forgot(user.email);
      await forgot(user.email);
      const [first, second] = await resetTokens(user.email);
      expect(first && second && first !== second).toBe(true);
      expect((await reset(first, 'the new password')).statusCode).toBe(200);
      const older = await reset(second, 'an attacker password');
      expect(older.statusCode).toBe(400);
      expect(fieldCodes(older.json()).token).toBe('linkInvalid');
      expect((await login(app, user.email, 'the new password')).statusCode).toBe(200);
    });

    it('a password change voids the open reset links', async () => {
      const user = await registerUser(app);
      await forgot(user.email);
      const [token] = await resetTokens(user.email);
      const changed = await app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: user.headers,
        payload: { currentPassword: user.password, newPassword: 'changed on purpose' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await reset(token, 'an attacker password')).statusCode).toBe(400);
      expect((await login(app, user.email, 'changed on purpose')).statusCode).toBe(200);
    });

    it('refuses a link older than one hour', async () => {
      const user = await registerUser(app);
      await forgot(user.email);
      const { token } = await lastMail(app, user.email);
      await app.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, user.id));
      const res = await reset(token, 'the new password');
      expect(res.statusCode).toBe(400);
      expect((await login(app, user.email, user.password)).statusCode).toBe(200);
    });

    it('makes links that expire one hour after they are sent', async () => {
      const user = await registerUser(app);
      const before = Date.now();
      await forgot(user.email);
      const rows = await app.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
      const resetRow = rows.find((r) => r.purpose === 'password-reset')!;
      expect(resetRow.expiresAt.getTime() - before).toBeGreaterThan(59 * 60_000);
      expect(resetRow.expiresAt.getTime() - before).toBeLessThanOrEqual(61 * 60_000);
    });
  });
});
