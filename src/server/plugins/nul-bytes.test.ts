import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { users } from '../db/schema';
import { registerAdmin, uniqueEmail, type TestUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { describeDialects } from '../test/describe-dialects';

describeDialects('a NUL character in input on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    admin = await registerAdmin(app);
  });
  afterAll(async () => app?.close());

  it('in a sign-up name is a 400 naming the field, and no account is made', async () => {
    const email = uniqueEmail('nul');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Eve\u0000', email, password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Bad Request',
      code: 'invalidInput',
      fields: { name: { code: 'nulCharacter', message: expect.any(String) } },
    });
    const rows = await app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(0);
  });

  it('in a nested value or a key of a JSON body is a 400 too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.test', password: 'x', extra: { ['k\u0000']: 1 } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('in a query string or a path parameter is a 400, not a database error', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/admin/users?q=ab%00cd', headers: admin.headers });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ fields: { q: { code: 'nulCharacter' } } });
    const byId = await app.inject({ method: 'GET', url: '/api/admin/users/ab%00cd', headers: admin.headers });
    expect(byId.statusCode).toBe(400);
    // The same search without the NUL still works.
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/users?q=abcd', headers: admin.headers })).statusCode,
    ).toBe(200);
  });
});
