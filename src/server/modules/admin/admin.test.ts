import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { login, registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

describeDialects('admin API on %s', (dialect) => {
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
    const created = await as(admin).post('/api/admin/users', {
      name: 'Made',
      email: `made-${Date.now()}@example.test`,
      password: 'made password',
    });
    expect(created.statusCode).toBe(201);
    const { id, email } = created.json();
    const session = await login(app, email, 'made password');
    expect(session.statusCode).toBe(200);
    const suspended = await as(admin).patch(`/api/admin/users/${id}`, { status: 'suspended' });
    expect(suspended.json().status).toBe('suspended');
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.json().accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    expect(
      (await as(admin).get('/api/admin/users?status=suspended')).json().items.map((u: { id: string }) => u.id),
    ).toContain(id);
    const self = await as(admin).patch(`/api/admin/users/${admin.id}`, { status: 'suspended' });
    expect(self.statusCode).toBe(400);
  });

  it('refuses to let admins suspend, demote or delete themselves, with a field error each', async () => {
    const suspend = await as(admin).patch(`/api/admin/users/${admin.id}`, { status: 'suspended' });
    expect(suspend.statusCode).toBe(400);
    expect(fieldCodes(suspend.json())).toEqual({ status: 'selfSuspend' });
    const demote = await as(admin).patch(`/api/admin/users/${admin.id}`, { roles: ['member'] });
    expect(fieldCodes(demote.json())).toEqual({ roles: 'selfRoles' });
    const remove = await as(admin).del(`/api/admin/users/${admin.id}`);
    expect(remove.statusCode).toBe(400);
    expect(fieldCodes(remove.json())).toEqual({ user: 'selfDelete' });
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
    await as(admin).patch(`/api/admin/roles/${memberRole.id}`, {
      permissionIds: [...memberRole.permissionIds, acl.id],
    });
    const after = (await as(member).get('/api/auth/me')).json();
    expect(after.userAbilityRules).toContainEqual({ action: 'read', subject: 'AclDemo' });
    // Put it back for the other tests.
    await as(admin).patch(`/api/admin/roles/${memberRole.id}`, { permissionIds: memberRole.permissionIds });
  });

  it('a custom role grants the admin API it names, and nothing more', async () => {
    const perms = (await as(admin).get('/api/admin/permissions')).json();
    const manageUsers = perms.find(
      (p: { action: string; subject: string }) => p.action === 'manage' && p.subject === 'User',
    );
    const role = await as(admin).post('/api/admin/roles', {
      name: `support-${Date.now().toString(36)}`,
      permissionIds: [manageUsers.id],
    });
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
    expect((await as(admin).post('/api/admin/permissions', { action: 'read', subject: 'AclDemo' })).statusCode).toBe(
      409,
    );
    const made = await as(admin).post('/api/admin/permissions', {
      action: 'read',
      subject: 'Dashboard',
      description: 'See dashboards',
    });
    expect(made.statusCode).toBe(201);
    expect((await as(admin).del(`/api/admin/permissions/${made.json().id}`)).statusCode).toBe(200);
  });

  type Named = { id: string; name: string };
  type Perm = { id: string; action: string; subject: string; own: boolean; description: string };
  const permId = async (action: string, subject: string, own = false) =>
    ((await as(admin).get('/api/admin/permissions')).json() as Perm[]).find(
      (p) => p.action === action && p.subject === subject && p.own === own,
    )!.id;
  const roleNamed = async (name: string) =>
    ((await as(admin).get('/api/admin/roles')).json() as (Named & { permissionIds: string[] })[]).find(
      (r) => r.name === name,
    )!;
  const rolesOf = async (id: string) => (await as(admin).get(`/api/admin/users/${id}`)).json().roles as string[];

  /** A member who also holds a custom role made of the named permissions. */
  async function staffWith(...grants: [string, string][]) {
    const ids = await Promise.all(grants.map(([a, s]) => permId(a, s)));
    const name = `staff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    expect((await as(admin).post('/api/admin/roles', { name, permissionIds: ids })).statusCode).toBe(201);
    const user = await registerUser(app);
    expect((await as(admin).patch(`/api/admin/users/${user.id}`, { roles: ['member', name] })).statusCode).toBe(200);
    return { user, role: name };
  }

  it('a user manager cannot make themselves or anyone else admin, nor touch the admin', async () => {
    const { user: support, role } = await staffWith(['manage', 'User']);
    const self = await as(support).patch(`/api/admin/users/${support.id}`, { roles: ['member', role, 'admin'] });
    expect(self.statusCode).toBe(400);
    expect(fieldCodes(self.json())).toEqual({ roles: 'selfRoles' });
    expect(await rolesOf(support.id)).toEqual([role, 'member'].sort());

    const other = await registerUser(app);
    const grant = await as(support).patch(`/api/admin/users/${other.id}`, { roles: ['member', 'admin'] });
    expect(grant.statusCode).toBe(403);
    expect(fieldCodes(grant.json())).toEqual({ roles: 'roleAboveYours' });
    expect(await rolesOf(other.id)).toEqual(['member']);
    const email = `made-${Date.now()}@example.test`;
    const made = await as(support).post('/api/admin/users', {
      name: 'Boss',
      email,
      password: 'boss password',
      roles: ['admin'],
    });
    expect(made.statusCode).toBe(403);
    expect((await login(app, email, 'boss password')).statusCode).toBe(401);

    for (const attempt of [
      () => as(support).patch(`/api/admin/users/${admin.id}`, { name: 'Pwned' }),
      () => as(support).patch(`/api/admin/users/${admin.id}`, { status: 'suspended' }),
      () => as(support).patch(`/api/admin/users/${admin.id}`, { roles: ['member'] }),
      () => as(support).del(`/api/admin/users/${admin.id}`),
    ]) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(fieldCodes(res.json())).toEqual({ user: 'userAboveYou' });
    }
    const still = (await as(admin).get(`/api/admin/users/${admin.id}`)).json();
    expect(still).toMatchObject({ name: 'Test Admin', status: 'active' });
    expect(still.roles).toContain('admin');

    // What they do hold, they may still hand out and manage.
    expect(
      (await as(support).patch(`/api/admin/users/${other.id}`, { name: 'Renamed', roles: ['member', role] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await as(support).post('/api/admin/users', {
          name: 'Plain',
          email: `plain-${Date.now()}@example.test`,
          password: 'plain password',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('a role manager cannot add permissions they do not hold, to any role, their own included', async () => {
    const { user: manager, role } = await staffWith(['manage', 'Role']);
    const mine = await roleNamed(role);
    const all = await permId('manage', 'all');
    const users = await permId('manage', 'User');
    const own = await as(manager).patch(`/api/admin/roles/${mine.id}`, { permissionIds: [...mine.permissionIds, all] });
    expect(own.statusCode).toBe(403);
    expect(fieldCodes(own.json())).toEqual({ permissionIds: 'permissionAboveYours' });
    const member = await roleNamed('member');
    expect(
      (await as(manager).patch(`/api/admin/roles/${member.id}`, { permissionIds: [...member.permissionIds, users] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await as(manager).post('/api/admin/roles', {
          name: `sneaky-${Date.now().toString(36)}`,
          permissionIds: [users],
        })
      ).statusCode,
    ).toBe(403);
    const adminRole = await roleNamed('admin');
    expect((await as(manager).patch(`/api/admin/roles/${adminRole.id}`, { description: 'mine now' })).statusCode).toBe(
      403,
    );
    expect((await roleNamed(role)).permissionIds).toEqual(mine.permissionIds);
    expect((await roleNamed('member')).permissionIds.sort()).toEqual([...member.permissionIds].sort());
    const made = await as(manager).post('/api/admin/roles', {
      name: `helpers-${Date.now().toString(36)}`,
      permissionIds: [await permId('manage', 'Role')],
    });
    expect(made.statusCode).toBe(201);
  });

  it('a permission manager cannot reshape a permission into one they do not hold', async () => {
    const { user: keeper } = await staffWith(['manage', 'Permission'], ['read', 'Listing']);
    const readListing = await permId('read', 'Listing');
    const reshape = await as(keeper).patch(`/api/admin/permissions/${readListing}`, { action: 'manage' });
    expect(reshape.statusCode).toBe(403);
    expect(fieldCodes(reshape.json())).toEqual({ permissionIds: 'permissionAboveYours' });
    expect(
      (await as(keeper).patch(`/api/admin/permissions/${await permId('manage', 'User')}`, { description: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await as(keeper).del(`/api/admin/permissions/${await permId('read', 'AclDemo')}`)).statusCode).toBe(403);
    expect(
      (await as(keeper).patch(`/api/admin/permissions/${readListing}`, { description: 'See listings' })).statusCode,
    ).toBe(200);
  });

  it('PATCH of a role or permission changes only the fields it names', async () => {
    const ids = [await permId('read', 'Listing'), await permId('read', 'AclDemo')];
    const made = (
      await as(admin).post('/api/admin/roles', {
        name: `editors-${Date.now().toString(36)}`,
        description: 'Edit',
        permissionIds: ids,
      })
    ).json();
    const renamed = await as(admin).patch(`/api/admin/roles/${made.id}`, { name: `${made.name}-2` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: `${made.name}-2`, description: 'Edit' });
    expect(renamed.json().permissionIds.sort()).toEqual([...ids].sort());
    expect(
      (await as(admin).patch(`/api/admin/roles/${made.id}`, { description: 'Changed' })).json().permissionIds,
    ).toHaveLength(2);
    expect((await as(admin).patch(`/api/admin/roles/${made.id}`, {})).statusCode).toBe(400);

    const adminRole = await roleNamed('admin');
    const all = await permId('manage', 'all');
    expect(
      (await as(admin).patch(`/api/admin/roles/${adminRole.id}`, { description: 'Administrators' })).json()
        .permissionIds,
    ).toContain(all);
    const strip = await as(admin).patch(`/api/admin/roles/${adminRole.id}`, { permissionIds: [] });
    expect(strip.statusCode).toBe(400);
    expect(fieldCodes(strip.json())).toEqual({ permissionIds: 'adminKeepsManageAll' });
    expect((await roleNamed('admin')).permissionIds).toContain(all);
    expect((await as(admin).get('/api/admin/users')).statusCode).toBe(200);

    const ownListing = await permId('manage', 'Listing', true);
    const described = await as(admin).patch(`/api/admin/permissions/${ownListing}`, {
      description: 'Own listings only',
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      action: 'manage',
      subject: 'Listing',
      own: true,
      description: 'Own listings only',
    });
    expect((await as(admin).patch(`/api/admin/permissions/${ownListing}`, {})).statusCode).toBe(400);
  });

  it('two admins demoting each other at once: one change goes through, the other is refused', async () => {
    const [a, b] = [await registerAdmin(app), await registerAdmin(app)];
    const results = await Promise.all([
      as(a).patch(`/api/admin/users/${b.id}`, { roles: ['member'] }),
      as(b).patch(`/api/admin/users/${a.id}`, { roles: ['member'] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const stillAdmin = [(await rolesOf(a.id)).includes('admin'), (await rolesOf(b.id)).includes('admin')];
    expect(stillAdmin.filter(Boolean)).toHaveLength(1);
  });

  it('the last holder of manage all cannot be demoted, suspended or deleted, nor lose it through a role', async () => {
    // A custom "root" role is the only way anyone holds manage all at the end of the setup.
    const all = await permId('manage', 'all');
    const root = (
      await as(admin).post('/api/admin/roles', { name: `root-${Date.now().toString(36)}`, permissionIds: [all] })
    ).json();
    const owner = await registerUser(app);
    await as(admin).patch(`/api/admin/users/${owner.id}`, { roles: ['member', root.name] });
    const admins = (await as(owner).get('/api/admin/users?role=admin&pageSize=100')).json().items as { id: string }[];
    for (const a of admins)
      expect((await as(owner).patch(`/api/admin/users/${a.id}`, { roles: ['member'] })).statusCode).toBe(200);

    const strip = await as(owner).patch(`/api/admin/roles/${root.id}`, { permissionIds: [] });
    expect(strip.statusCode).toBe(409);
    expect(fieldCodes(strip.json())).toEqual({ permissionIds: 'lastAdmin' });
    expect((await as(owner).del(`/api/admin/roles/${root.id}`)).statusCode).toBe(409);
    expect((await as(owner).patch(`/api/admin/users/${owner.id}`, { roles: ['member'] })).statusCode).toBe(400);
    expect((await as(owner).patch(`/api/admin/users/${owner.id}`, { status: 'suspended' })).statusCode).toBe(400);
    expect((await as(owner).get('/api/admin/roles')).statusCode).toBe(200);

    // With a second holder back, the role may lose it.
    await as(owner).patch(`/api/admin/users/${admin.id}`, { roles: ['admin', 'member'] });
    expect((await as(owner).patch(`/api/admin/roles/${root.id}`, { permissionIds: [] })).statusCode).toBe(200);
    expect((await as(admin).get('/api/admin/roles')).statusCode).toBe(200);
  });
});
