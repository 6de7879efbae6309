import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { login, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { awayFromStepEnd } from '../../test/totp-clock';
import { totpCodeAt } from '../../auth/totp';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

const STEP_MS = 30_000;

describeDialects('a TOTP code works once on %s', (dialect) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
  });
  afterAll(async () => app?.close());

  const post = (user: TestUser, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });

  /** A user with two-step sign-in on, turned on with the code of the previous step. */
  async function withTotp() {
    const user = await registerUser(app);
    const { secret } = (await post(user, '/api/account/totp/setup')).json() as { secret: string };
    await awayFromStepEnd();
    // One step back (inside the drift window), so the tests have the current and next step free.
    expect(
      (await post(user, '/api/account/totp/enable', { code: totpCodeAt(secret, Date.now() - STEP_MS) })).statusCode,
    ).toBe(200);
    return { user, secret };
  }

  it('refuses a sign-in code that was already used, and any code of an earlier step', async () => {
    const { user, secret } = await withTotp();
    const now = Date.now();
    const current = totpCodeAt(secret, now);
    expect((await login(app, user.email, user.password, { totpCode: current })).statusCode).toBe(200);
    const replay = await login(app, user.email, user.password, { totpCode: current });
    expect(replay.statusCode).toBe(401);
    expect(fieldCodes(replay.json())).toEqual({ totpCode: 'totpInvalid' });
    // The code used to turn it on is older still.
    expect(
      (await login(app, user.email, user.password, { totpCode: totpCodeAt(secret, now - STEP_MS) })).statusCode,
    ).toBe(401);
    expect(
      (await login(app, user.email, user.password, { totpCode: totpCodeAt(secret, now + STEP_MS) })).statusCode,
    ).toBe(200);
  });

  it('lets only one of two concurrent sign-ins with the same code through', async () => {
    const { user, secret } = await withTotp();
    const code = totpCodeAt(secret, Date.now());
    const results = await Promise.all([1, 2].map(() => login(app, user.email, user.password, { totpCode: code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a spent code for turning two-step sign-in on and off', async () => {
    const user = await registerUser(app);
    const { secret } = (await post(user, '/api/account/totp/setup')).json() as { secret: string };
    const code = totpCodeAt(secret, Date.now());
    expect((await post(user, '/api/account/totp/enable', { code })).statusCode).toBe(200);
    const replay = await post(user, '/api/account/totp/disable', { code });
    expect(replay.statusCode).toBe(400);
    expect(fieldCodes(replay.json())).toEqual({ code: 'totpInvalid' });
    expect(fieldCodes((await login(app, user.email, user.password)).json())).toEqual({
      totpCode: 'totpRequired',
    });
    expect(
      (await post(user, '/api/account/totp/disable', { code: totpCodeAt(secret, Date.now() + STEP_MS) })).statusCode,
    ).toBe(200);
    expect((await login(app, user.email, user.password)).statusCode).toBe(200);
  });
});
