import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { login, registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { TEST_DIALECTS } from '../../test/test-database';

describe.each(TEST_DIALECTS)('admin API on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    admin = await registerAdmin(app);
  });
  afterAll(async () => app?.close());

  const as = (user: TestUser) => ({
    get: (url: string) => app.inject({ method: 'GET', url, headers: user.headers }),
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, headers: user.headers, payload }),
    patch: (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers: user.headers, payload }),
    del: (url: string) => app.inject({ method: 'DELETE', url, headers: user.headers }),
  });

  it('pages, searches and filters users on the server', async () => {
    const tag = `zeta${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await registerUser(app, { name: `${tag} person ${i}` });
    const page1 = (await as(admin).get(`/api/admin/users?q=${tag}&page=1&pageSize=2`)).json();
    expect(page1.total).toBe(3);
    expect(page1.items).toHaveLength(2);
    const page2 = (await as(admin).get(`/api/admin/users?q=${tag}&page=2&pageSize=2`)).json();
    expect(page2.items).toHaveLength(1);
    const admins = (await as(admin).get('/api/admin/users?role=admin')).json();
    expect(admins.items.map((u: { id: string }) => u.id)).toContain(admin.id);
    expect(admins.items.every((u: { roles: string[] }) => u.roles.includes('admin'))).toBe(true);
    const bad = await as(admin).get('/api/admin/users?pageSize=1000');
    expect(bad.statusCode).toBe(400);
  });

  it('creates a user who can sign in, and suspends them, which signs them out', async () => {
    const created = await as(admin).post('/api/admin/users', { name: 'Made', email: `made-${Date.now()}@example.test`, password: 'made password' });
    expect(created.statusCode).toBe(201);
    const { id, email } = created.json();
    const session = await login(app, email, 'made password');
    expect(session.statusCode).toBe(200);
    const suspended = await as(admin).patch(`/api/admin/users/${id}`, { status: 'suspended' });
    expect(suspended.json().status).toBe('suspended');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session.json().accessToken}` } });
    expect(me.statusCode).toBe(401);
    expect((await as(admin).get('/api/admin/users?status=suspended')).json().items.map((u: { id: string }) => u.id)).toContain(id);
    const self = await as(admin).patch(`/api/admin/users/${admin.id}`, { status: 'suspended' });
    expect(self.statusCode).toBe(400);
  });

  it('refuses to let admins suspend, demote or delete themselves, with a field error each', async () => {
    const suspend = await as(admin).patch(`/api/admin/users/${admin.id}`, { status: 'suspended' });
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json().fields).toEqual({ status: 'admin.error.selfSuspend' });
    const demote = await as(admin).patch(`/api/admin/users/${admin.id}`, { roles: ['member'] });
    expect(demote.json().fields).toEqual({ roles: 'admin.error.selfDemote' });
    const remove = await as(admin).del(`/api/admin/users/${admin.id}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().fields).toEqual({ user: 'admin.error.selfDelete' });
    expect((await as(admin).get('/api/auth/me')).statusCode).toBe(200);
  });

  it("a role's new permission reaches its members at their next request", async () => {
    const member = await registerUser(app);
    const before = (await as(member).get('/api/auth/me')).json();
    expect(before.userAbilityRules).not.toContainEqual({ action: 'read', subject: 'AclDemo' });
    const perms = (await as(admin).get('/api/admin/permissions')).json();
    const acl = perms.find((p: { action: string; subject: string }) => p.action === 'read' && p.subject === 'AclDemo');
    const roles = (await as(admin).get('/api/admin/roles')).json();
    const memberRole = roles.find((r: { name: string }) => r.name === 'member');
    expect(memberRole.userCount).toBeGreaterThanOrEqual(2);
    await as(admin).patch(`/api/admin/roles/${memberRole.id}`, { permissionIds: [...memberRole.permissionIds, acl.id] });
    const after = (await as(member).get('/api/auth/me')).json();
    expect(after.userAbilityRules).toContainEqual({ action: 'read', subject: 'AclDemo' });
    // Put it back for the other tests.
    await as(admin).patch(`/api/admin/roles/${memberRole.id}`, { permissionIds: memberRole.permissionIds });
  });

  it('a custom role grants the admin API it names, and nothing more', async () => {
    const perms = (await as(admin).get('/api/admin/permissions')).json();
    const manageUsers = perms.find((p: { action: string; subject: string }) => p.action === 'manage' && p.subject === 'User');
    const role = await as(admin).post('/api/admin/roles', { name: `support-${Date.now().toString(36)}`, permissionIds: [manageUsers.id] });
    expect(role.statusCode).toBe(201);
    const helper = await registerUser(app);
    expect((await as(helper).get('/api/admin/users')).statusCode).toBe(403);
    await as(admin).patch(`/api/admin/users/${helper.id}`, { roles: ['member', role.json().name] });
    expect((await as(helper).get('/api/admin/users')).statusCode).toBe(200);
    expect((await as(helper).get('/api/admin/roles')).statusCode).toBe(403);
    const me = (await as(helper).get('/api/auth/me')).json();
    expect(me.scopes).toEqual(['internal']);
    expect((await as(admin).del(`/api/admin/roles/${role.json().id}`)).statusCode).toBe(200);
    expect((await as(helper).get('/api/admin/users')).statusCode).toBe(403);
  });

  it('keeps built-in roles and manage all, and answers duplicates with 409', async () => {
    const roles = (await as(admin).get('/api/admin/roles')).json();
    const adminRole = roles.find((r: { name: string }) => r.name === 'admin');
    expect((await as(admin).del(`/api/admin/roles/${adminRole.id}`)).statusCode).toBe(409);
    expect((await as(admin).patch(`/api/admin/roles/${adminRole.id}`, { name: 'boss' })).statusCode).toBe(400);
    expect((await as(admin).post('/api/admin/roles', { name: 'member' })).statusCode).toBe(409);
    const perms = (await as(admin).get('/api/admin/permissions')).json();
    const all = perms.find((p: { subject: string }) => p.subject === 'all');
    expect((await as(admin).del(`/api/admin/permissions/${all.id}`)).statusCode).toBe(409);
    expect((await as(admin).post('/api/admin/permissions', { action: 'read', subject: 'AclDemo' })).statusCode).toBe(409);
    const made = await as(admin).post('/api/admin/permissions', { action: 'read', subject: 'Report', description: 'See reports' });
    expect(made.statusCode).toBe(201);
    expect((await as(admin).del(`/api/admin/permissions/${made.json().id}`)).statusCode).toBe(200);
  });
});
