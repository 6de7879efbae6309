import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../common/schemas/account';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { registerUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';

describeDialects('notification preferences on %s', (dialect) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
  });
  afterAll(async () => app?.close());

  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/account/notifications', headers });
  const put = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/account/notifications', headers, payload: payload as object });

  it('starts from the defaults, saves the whole table, and keeps it per account', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    expect((await get(user.headers)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const chosen = {
      messages: { email: false, browser: true },
      calls: { email: true, browser: false },
      listings: { email: false, browser: false },
      security: { email: true, browser: false },
    };
    const saved = await put(user.headers, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await get(user.headers)).json()).toEqual(chosen);
    // Signing in again (another device) sees the same choices; other accounts keep theirs.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect((await get({ authorization: `Bearer ${again.json().accessToken}` })).json()).toEqual(chosen);
    expect((await get(other.headers)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('refuses a partial, unknown or mistyped table with 400 and changes nothing', async () => {
    const user = await registerUser(app);
    const bad = [
      { messages: { email: false, browser: true } },
      { ...DEFAULT_NOTIFICATION_PREFERENCES, newsletter: { email: true, browser: true } },
      { ...DEFAULT_NOTIFICATION_PREFERENCES, calls: { email: 'yes', browser: true } },
      { ...DEFAULT_NOTIFICATION_PREFERENCES, calls: { email: true, browser: true, sms: true } },
      ['everything'],
    ];
    for (const payload of bad) {
      const res = await put(user.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('Bad Request');
    }
    expect((await get(user.headers)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('answers 401 without a session, and shows defaults for a stored value that no longer fits', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, DEFAULT_NOTIFICATION_PREFERENCES)).statusCode).toBe(401);
    const user = await registerUser(app);
    await app.db
      .update(users)
      .set({ notificationPreferences: { messages: 'old format' } as never })
      .where(eq(users.id, user.id));
    expect((await get(user.headers)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
