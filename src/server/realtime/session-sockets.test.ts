import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { hashToken } from '../auth/tokens';
import { sessions } from '../db/schema';
import { sweepExpired } from '../modules/auth/cleanup';
import { lastMail, login, registerAdmin, registerUser, type TestUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { describeDialects } from '../test/describe-dialects';
import { client as http, flat } from '../test/listings';
import { EVENTS } from './events';
import { ask, client, collect, connected, listen, next } from './test-clients';

/** Issue #30: a socket ends with its session, within a second; recovery re-checks the session. */
describeDialects('live sockets end with their session, on %s', (dialect) => {
  let app: App;
  let url: string;
  let admin: TestUser;
  const open: Socket[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ dialect, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'session-sockets-')) } });
    url = await listen(app);
    admin = await registerAdmin(app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => app?.close());

  const socketOf = async (user: { apiToken: string }, opts: { reconnection?: boolean } = {}) => {
    const socket = client(url, user.apiToken, opts);
    open.push(socket);
    await connected(socket);
    return socket;
  };
  /** A second sign-in of the same user (another device), with its own tokens. */
  const secondSession = async (user: TestUser): Promise<TestUser> => {
    const res = await login(app, user.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken, apiToken } = res.json() as { accessToken: string; apiToken: string };
    return { ...user, accessToken, apiToken, headers: { authorization: `Bearer ${accessToken}` } };
  };
  /** An API request as the user (the HTTP side; `url` above is the socket server's address). */
  const inject = (user: TestUser, method: 'POST' | 'PATCH' | 'DELETE', route: string, payload?: object) =>
    app.inject({ method, url: route, headers: user.headers, ...(payload ? { payload } : {}) });
  /**
   * The client sees its socket closed after the request that ended its session. Listened for
   * before the request; the bound is only how long a busy machine may take (the password hash
   * alone took seconds at load 16), not a promise of speed.
   */
  const ends = (socket: Socket) => next<string>(socket, 'disconnect', 15_000);
  /** Still connected and still served: a round trip through the server answers. */
  const stillServed = async (socket: Socket, user: TestUser) => {
    expect(socket.connected).toBe(true);
    expect(await ask(socket, EVENTS.joinRoom, user.id)).toMatchObject({ ok: true });
  };
  /** Two sessions of one user, each with a socket. */
  const twoSessions = async () => {
    const first = await registerUser(app);
    const second = await secondSession(first);
    const [a, b] = await Promise.all([socketOf(first), socketOf(second)]);
    return { first, second, a, b };
  };

  it('sign-out disconnects the socket of that session, not the socket of the same user’s other session', async () => {
    const { first, second, a, b } = await twoSessions();
    const ended = ends(a);
    expect((await inject(first, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await ended;
    await stillServed(b, second);
  });

  it('signing out one session from the account settings disconnects that session’s socket only', async () => {
    const { second, a, b } = await twoSessions();
    const list = (
      await app.inject({ method: 'GET', url: '/api/account/sessions', headers: second.headers })
    ).json() as {
      id: string;
      current: boolean;
    }[];
    const other = list.find((s) => !s.current);
    expect(other).toBeDefined();
    const ended = ends(a);
    expect((await inject(second, 'DELETE', `/api/account/sessions/${other!.id}`)).statusCode).toBe(200);
    await ended;
    await stillServed(b, second);
  });

  it('a password change disconnects the other sessions’ sockets and keeps the one that changed it', async () => {
    const { first, a, b } = await twoSessions();
    const ended = ends(b);
    const changed = await inject(first, 'POST', '/api/account/password', {
      currentPassword: first.password,
      newPassword: 'a new password here',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await ended;
    await stillServed(a, first);
  });

  it('a password reset disconnects every socket of the account, and no other user’s', async () => {
    const { first, a, b } = await twoSessions();
    const bystander = await registerUser(app);
    const c = await socketOf(bystander);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: first.email } }))
        .statusCode,
    ).toBe(200);
    const { token } = await lastMail(app, first.email);
    const ended = Promise.all([ends(a), ends(b)]);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a reset password here' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await ended;
    await stillServed(c, bystander);
  });

  it('suspension by an admin disconnects every socket of the account, and no other user’s', async () => {
    const { first, a, b } = await twoSessions();
    const bystander = await registerUser(app);
    const c = await socketOf(bystander);
    const ended = Promise.all([ends(a), ends(b)]);
    const suspended = await inject(admin, 'PATCH', `/api/admin/users/${first.id}`, { status: 'suspended' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await ended;
    await stillServed(c, bystander);
  });

  it('deletion by an admin disconnects every socket of the account, and no other user’s', async () => {
    const { first, a, b } = await twoSessions();
    const bystander = await registerUser(app);
    const c = await socketOf(bystander);
    const ended = Promise.all([ends(a), ends(b)]);
    expect((await inject(admin, 'DELETE', `/api/admin/users/${first.id}`)).statusCode).toBe(200);
    await ended;
    await stillServed(c, bystander);
  });

  /** Ends a session's rows as time passing would: its expiry set a second ago. */
  const expire = async (user: TestUser) => {
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.apiToken)));
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.signInId, row!.signInId));
  };

  it('an expired session’s socket is closed by the periodic re-check, the other session’s stays', async () => {
    const { first, second, a, b } = await twoSessions();
    // The first session's rows expire (as time passing would); the re-check runs now.
    await expire(first);
    const ended = ends(a);
    expect(await app.realtime.recheckSessions()).toBe(1);
    await ended;
    await stillServed(b, second);
  });

  it('the cleanup sweep of expired sessions closes their sockets, not the other session’s', async () => {
    const { first, second, a, b } = await twoSessions();
    await expire(first);
    const ended = ends(a);
    expect((await sweepExpired(app, app.db)).sessions).toBeGreaterThanOrEqual(2);
    await ended;
    await stillServed(b, second);
  });

  it('a socket of a signed-out session no longer receives conversation-message', async () => {
    const seller = await registerUser(app);
    const buyer = await registerUser(app);
    const sellerElsewhere = await secondSession(seller);
    const created = await http(app, seller).post('/api/listings', flat);
    expect(created.statusCode, created.body).toBe(201);
    const listingId = created.json().id as string;
    expect((await http(app, seller).post(`/api/listings/${listingId}/publish`)).statusCode).toBe(200);
    const conversation = (await http(app, buyer).post('/api/conversations', { listingId })).json() as { id: string };

    const [revoked, live] = await Promise.all([socketOf(seller), socketOf(sellerElsewhere)]);
    const atRevoked = collect(revoked, 'conversation-message');
    const ended = ends(revoked);
    expect((await inject(seller, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await ended;
    const arrives = next<{ message: { body: string } }>(live, 'conversation-message');
    expect(
      (await http(app, buyer).post(`/api/conversations/${conversation.id}/messages`, { body: 'private words' }))
        .statusCode,
    ).toBe(201);
    expect((await arrives).message.body).toBe('private words');
    expect(atRevoked).toEqual([]);
  });

  /** Cuts the transport under the client as a network drop would; it then tries to recover. */
  const drop = async (socket: Socket) => {
    const gone = next<string>(socket, 'disconnect');
    socket.io.engine.close();
    await gone;
  };

  it('refuses to recover the socket of a session that ended while it was away, with signInRequired', async () => {
    const user = await registerUser(app);
    const socket = await socketOf(user, { reconnection: true });
    // Recovery starts from the last packet the client got: the notice of its own join.
    const joined = next(socket, `REMITER_room_${user.id}`);
    expect(await ask(socket, EVENTS.joinRoom, user.id)).toMatchObject({ ok: true });
    await joined;
    const got = collect(socket, 'conversation-message');
    // Every packet that reaches the client, even one it would buffer before a connect: socket.io
    // writes a restored session's missed packets before the handshake's middleware runs.
    const onTheWire: unknown[] = [];
    socket.io.on('packet', (packet: { data?: unknown }) => void onTheWire.push(packet.data));
    await drop(socket);
    // The server saw the drop (and kept the session for recovery) before the sign-out below.
    await expect.poll(() => app.realtime.isOnline(user.id)).toBe(false);
    // Signed out while away (nothing to disconnect right now), then a message for the user.
    expect((await inject(user, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    app.realtime.sendToUser(user.id, 'conversation-message', { message: { body: 'sent while away' } });
    const refused = await next<Error & { data?: { code: string } }>(socket, 'connect_error', 10_000);
    expect(refused).toMatchObject({ message: 'signInRequired', data: { code: 'signInRequired' } });
    expect(socket.connected).toBe(false);
    expect(socket.recovered).toBe(false);
    expect(got).toEqual([]);
    expect(JSON.stringify(onTheWire)).not.toContain('sent while away');
  });

  it('still recovers the socket of a live session, with what it missed', async () => {
    const user = await registerUser(app);
    const socket = await socketOf(user, { reconnection: true });
    // Recovery starts from the last packet the client got: the notice of its own join.
    const joined = next(socket, `REMITER_room_${user.id}`);
    expect(await ask(socket, EVENTS.joinRoom, user.id)).toMatchObject({ ok: true });
    await joined;
    const got = collect<{ body: string }>(socket, 'conversation-message');
    await drop(socket);
    app.realtime.sendToUser(user.id, 'conversation-message', { body: 'sent while away' });
    if (!socket.connected) await next(socket, 'connect', 10_000);
    expect(socket.recovered).toBe(true);
    await expect.poll(() => got.map((m) => m.body)).toContain('sent while away');
  });
});
