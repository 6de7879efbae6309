import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { grantRoles } from '../../db/seed/roles';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { client, flat, HOSTS } from '../../test/listings';

/** A staff role of its own with one permission (what an admin can set up in Access control). */
async function grantOnly(app: App, user: TestUser, role: string, grant: { action: string; subject: string }) {
  const [permission] = await app.db
    .insert(permissions)
    .values({ ...grant, own: false })
    .onConflictDoUpdate({ target: [permissions.action, permissions.subject, permissions.own], set: grant })
    .returning({ id: permissions.id });
  const [created] = await app.db.insert(roles).values({ name: role }).returning({ id: roles.id });
  await app.db.insert(rolePermissions).values({ roleId: created!.id, permissionId: permission!.id });
  await grantRoles(app.db, user.id, [role]);
}

const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * Issue #33: an owner opens their own draft at its offer page. Only those who may change it (its
 * owner, an admin who manages listings) ever get it; to anyone else it is exactly as missing as an
 * id that names nothing. The offer page's document is rendered by the server as nobody (sessions
 * live in the browser), so it never shows a draft: the owner's browser asks the API with its
 * token and shows the draft with its banner. What the server keeps and lists stays public only
 * (with the real renderer: src/web/features/listings/own-draft-render.test.ts).
 */
describe('an unpublished listing at its offer page', () => {
  let app: App;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let userManager: TestUser;
  let moderator: TestUser;
  let draft: string;
  const name = 'Secret attic flat';

  beforeAll(async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production' } });
    [owner, other, admin, userManager, moderator] = await Promise.all([
      registerUser(app),
      registerUser(app),
      registerAdmin(app),
      registerUser(app),
      registerUser(app),
    ]);
    await grantOnly(app, userManager, 'user-manager', { action: 'manage', subject: 'User' });
    await grantOnly(app, moderator, 'listing-moderator', { action: 'manage', subject: 'Listing' });
    const created = await client(app, owner).post('/api/listings', { ...flat, name });
    expect(created.statusCode, created.body).toBe(201);
    draft = created.json().id as string;
  });
  afterAll(async () => app?.close());

  const api = (user: TestUser | null, id = draft) => client(app, user).get(`/api/listings/${id}`);
  const page = (user: TestUser | null, id = draft) =>
    app.inject({ url: `/pl/offer/${id}`, headers: { host: HOSTS.naszdom, ...(user ? user.headers : {}) } });

  it('is there for its owner (200), and for an admin who may manage listings', async () => {
    const mine = await api(owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: draft, name, status: 'draft' });
    expect((await api(admin)).statusCode).toBe(200);
    expect((await api(moderator)).json()).toMatchObject({ id: draft, status: 'draft' });
  });

  it('is the same 404 as a missing listing for another member, anonymous, and staff without that permission', async () => {
    const missing = await api(other, MISSING);
    expect(missing.statusCode).toBe(404);
    for (const [who, user] of [
      ['another member', other],
      ['anonymous', null],
      ['a user manager', userManager],
    ] as const) {
      const res = await api(user);
      expect(res.statusCode, who).toBe(404);
      // Nothing in the answer tells it apart from an id that names nothing.
      expect(res.json(), who).toEqual(missing.json());
    }
  });

  it('has an offer page that answers 404 with noindex to everyone, owner included, and is in no sitemap', async () => {
    // The page request carries no session (a browser sends none with a page), and a header would not help.
    for (const user of [null, other, owner, admin]) {
      const res = await page(user);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain(name);
    }
    const sitemap = await client(app, null).get('/sitemap.xml');
    expect(sitemap.body).not.toContain(draft);
  });

  it('once its owner publishes it, is the public page for everyone and in the sitemap', async () => {
    const published = await client(app, owner).post(`/api/listings/${draft}/publish`);
    expect(published.json().status).toBe('published');
    const res = await page(null);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(name);
    expect(res.body).not.toContain('content="noindex"');
    expect((await client(app, null).get('/sitemap.xml')).body).toContain(`/offer/${draft}</loc>`);

    // Unpublished again, it is hidden again, from the kept page too.
    await client(app, owner).post(`/api/listings/${draft}/unpublish`);
    const hidden = await page(null);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain(name);
    expect((await api(owner)).json().status).toBe('archived');
    expect((await api(other)).statusCode).toBe(404);
  });
});
