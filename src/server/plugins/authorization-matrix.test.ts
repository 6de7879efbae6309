import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../common/schemas/account';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { registerAdmin, registerUser, type TestUser } from '../test/accounts';
import { describeDialects } from '../test/describe-dialects';

type Persona = 'anonymous' | 'member' | 'otherMember' | 'admin';

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Built per persona, so "own" resources belong to the member. */
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => unknown;
  expect: Record<Persona, number>;
}

interface Ids {
  memberId: string;
  memberSessionId: string;
  roleId: string;
  permissionId: string;
}

const own = { anonymous: 401, member: 200, otherMember: 200, admin: 200 };
const adminOnly = { anonymous: 401, member: 403, otherMember: 403, admin: 200 };

/**
 * Every private route of the accounts module against every kind of caller. The member's own
 * session is revocable by the member only; another member gets 404 (it is not theirs to see).
 */
const CASES: Case[] = [
  { method: 'GET', url: () => '/api/auth/me', expect: own },
  { method: 'GET', url: () => '/api/account/sessions', expect: own },
  { method: 'GET', url: () => '/api/admin/contact-messages', expect: adminOnly },
  { method: 'GET', url: () => '/api/account/notifications', expect: own },
  { method: 'GET', url: () => '/api/calls/missed', expect: own },
  // Only the caller's own missed calls are ever marked; a foreign id is counted 0, never refused.
  { method: 'POST', url: () => '/api/calls/missed/seen', payload: (ids) => ({ ids: [ids.memberId] }), expect: own },
  {
    method: 'PUT',
    url: () => '/api/account/notifications',
    payload: () => DEFAULT_NOTIFICATION_PREFERENCES,
    expect: own,
  },
  { method: 'PATCH', url: () => '/api/account', payload: () => ({ language: 'fr' }), expect: own },
  { method: 'POST', url: () => '/api/account/verify-email', expect: own },
  { method: 'POST', url: () => '/api/account/totp/setup', expect: own },
  {
    method: 'POST',
    url: () => '/api/account/avatar',
    expect: { anonymous: 401, member: 400, otherMember: 400, admin: 400 },
  },
  {
    method: 'DELETE',
    url: (ids) => `/api/account/sessions/${ids.memberSessionId}`,
    expect: { anonymous: 401, member: 200, otherMember: 404, admin: 404 },
  },
  { method: 'GET', url: () => '/api/admin/users?page=1&pageSize=5', expect: adminOnly },
  { method: 'GET', url: (ids) => `/api/admin/users/${ids.memberId}`, expect: adminOnly },
  { method: 'GET', url: (ids) => `/api/admin/users/${ids.memberId}/listing-usage`, expect: adminOnly },
  {
    method: 'PATCH',
    url: (ids) => `/api/admin/users/${ids.memberId}`,
    payload: () => ({ name: 'Renamed' }),
    expect: adminOnly,
  },
  { method: 'GET', url: () => '/api/admin/roles', expect: adminOnly },
  {
    method: 'PATCH',
    url: (ids) => `/api/admin/roles/${ids.roleId}`,
    payload: () => ({ description: 'changed' }),
    expect: adminOnly,
  },
  { method: 'GET', url: () => '/api/admin/permissions', expect: adminOnly },
  {
    method: 'PATCH',
    url: (ids) => `/api/admin/permissions/${ids.permissionId}`,
    payload: () => ({ description: 'changed' }),
    expect: adminOnly,
  },
];

// Creating routes answer 201; checked for reach (not 401/403) with fresh payloads.
const CREATES = [
  {
    url: '/api/admin/users',
    payload: (n: number) => ({ name: 'New', email: `new-${n}-${Date.now()}@example.test`, password: 'password 123' }),
  },
  { url: '/api/admin/roles', payload: (n: number) => ({ name: `role-${n}-${Date.now().toString(36)}` }) },
  // A known subject no seed grants (names outside the lists are a 400); only the admin's try creates it.
  {
    url: '/api/admin/permissions',
    payload: (n: number) => ({ action: 'read', subject: 'Dashboard', description: `made ${n}` }),
  },
];

describeDialects('authorization matrix on %s', (dialect) => {
  let app: App;
  let users: Record<Exclude<Persona, 'anonymous'>, TestUser>;
  beforeAll(async () => {
    // The cases sign the member in many times; the sign-in limit has its own test.
    app = await buildTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
    users = { member: await registerUser(app), otherMember: await registerUser(app), admin: await registerAdmin(app) };
  });
  afterAll(async () => app?.close());

  const headersOf = (persona: Persona) => (persona === 'anonymous' ? {} : users[persona].headers);

  /** Fresh ids per case, so a DELETE by one persona does not change what the next sees. */
  async function ids(): Promise<Ids> {
    const session = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: users.member.email, password: users.member.password },
    });
    const sessionsList = await app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { authorization: `Bearer ${session.json().accessToken}` },
    });
    const current = (sessionsList.json() as { id: string; current: boolean }[]).find((s) => s.current)!;
    const roles = (await app.inject({ method: 'GET', url: '/api/admin/roles', headers: users.admin.headers })).json();
    const perms = (
      await app.inject({ method: 'GET', url: '/api/admin/permissions', headers: users.admin.headers })
    ).json();
    const custom = perms.find((p: { subject: string }) => p.subject === 'AclDemo');
    return {
      memberId: users.member.id,
      memberSessionId: current.id,
      roleId: roles.find((r: { name: string }) => r.name === 'member').id,
      permissionId: custom.id,
    };
  }

  const personas: Persona[] = ['anonymous', 'member', 'otherMember', 'admin'];
  for (const c of CASES) {
    it(`${c.method} ${c.url({ memberId: ':id', memberSessionId: ':id', roleId: ':id', permissionId: ':id' })}`, async () => {
      for (const persona of personas) {
        const i = await ids();
        const res = await app.inject({
          method: c.method,
          url: c.url(i),
          headers: headersOf(persona),
          ...(c.payload ? { payload: c.payload(i) as object } : {}),
        });
        expect(res.statusCode, `${persona}: ${res.body}`).toBe(c.expect[persona]);
      }
    });
  }

  it.each(CREATES)('POST $url: 401 anonymous, 403 members, 201 admin', async ({ url, payload }) => {
    let n = 0;
    for (const persona of personas) {
      const res = await app.inject({ method: 'POST', url, headers: headersOf(persona), payload: payload(++n) });
      expect(res.statusCode, `${persona}: ${res.body}`).toBe(adminOnly[persona] === 200 ? 201 : adminOnly[persona]);
    }
  });

  it('DELETE /api/admin/users/:id: 401 anonymous, 403 members, 200 admin, and the user is gone', async () => {
    for (const persona of personas) {
      const victim = await registerUser(app);
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${victim.id}`,
        headers: headersOf(persona),
      });
      expect(res.statusCode, persona).toBe(adminOnly[persona]);
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: victim.headers });
      expect(me.statusCode).toBe(persona === 'admin' ? 401 : 200);
    }
  });

  it('checks the caller before the body: an anonymous bad request is still 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/users', payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
    const member = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: users.member.headers,
      payload: {},
    });
    expect(member.statusCode).toBe(403);
  });
});
