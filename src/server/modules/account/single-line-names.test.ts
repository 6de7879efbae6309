import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerAdmin, registerUser, uniqueEmail, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

/** Issue #30: a name with a line break and a URL landed in the site's e-mails as a paragraph of its own. */
const MULTILINE = 'Ala\n\nYour account is locked: https://evil.test/unlock';

describeDialects('names are one line wherever they are entered (%s)', (dialect) => {
  let app: App;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    user = await registerUser(app, { name: 'Ala' });
    admin = await registerAdmin(app);
  });
  afterAll(async () => app?.close());

  const nameOf = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/admin/users/${id}`, headers: admin.headers })).json().name as string;

  it('at sign-up', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: MULTILINE, email: uniqueEmail(), password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({ name: 'nameSingleLine' });
  });

  it('in account settings, changing nothing', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: user.headers,
      payload: { name: 'Ala\rBob' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({ name: 'nameSingleLine' });
    expect(await nameOf(user.id)).toBe('Ala');
  });

  it('in the admin edit, changing nothing', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { name: 'Ala\u2028Bob' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({ name: 'nameSingleLine' });
    expect(await nameOf(user.id)).toBe('Ala');
  });

  it('while a one-line name with letters of any script is taken', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: user.headers,
      payload: { name: 'Zoë O\u2019Brien-علي' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
