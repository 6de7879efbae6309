import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';

describeDialects('people by id (GET /api/people/:id), on %s', (dialect) => {
  let app: App;
  let anna: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [anna, bob] = await Promise.all([registerUser(app, { name: 'Anna Cellist' }), registerUser(app, { name: 'Bob' })]);
  });
  afterAll(async () => app?.close());

  const get = (id: string, user: TestUser | null) =>
    app.inject({ method: 'GET', url: `/api/people/${encodeURIComponent(id)}`, headers: user?.headers ?? {} });

  it("gives a signed-in user another's name and picture, and nothing else of the account", async () => {
    await app.db.update(users).set({ avatar: 'anna.webp' }).where(eq(users.id, anna.id));
    const res = await get(anna.id, bob);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: anna.id, name: 'Anna Cellist', avatarUrl: '/api/avatars/anna.webp' });
    const own = await get(bob.id, bob);
    expect(own.json()).toEqual({ id: bob.id, name: 'Bob', avatarUrl: null });
  });

  it('answers an unknown and a malformed id alike: 404 with the error body', async () => {
    for (const id of [randomUUID(), 'Participant123', 'x'.repeat(90), "1' or '1'='1"]) {
      const res = await get(id, bob);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'userNotFound', message: 'This user does not exist.' });
    }
  });

  it('asks who calls first: signed out is 401, whatever the id', async () => {
    expect((await get(anna.id, null)).statusCode).toBe(401);
    expect((await get('nonsense', null)).statusCode).toBe(401);
  });
});
