import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { sessions, users } from '../db/schema';
import { login, registerUser, type TestUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { EVENTS } from './events';
import { ask, client, collect, connected, listen, next } from './test-clients';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL)
  console.info('TEST_REDIS_URL is not set: the scale-out suite of sockets ending with their session is skipped.');

/** Issue #30 with several processes: a session ended on one process closes its sockets on another. */
describe.skipIf(!REDIS_URL)('live sockets end with their session across two processes on one Redis', () => {
  let first: App;
  let second: App;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Each app its own database; only Redis is shared (as in redis-scale-out.test.ts).
    const env = { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
    [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
    [urlA, urlB] = await Promise.all([listen(first), listen(second)]);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([second?.close(), first?.close()]);
  });

  /** A user signed in twice on A, with the account and sign-ins copied to B's database (real processes share one). */
  async function twoSessionsKnownToBoth(): Promise<[TestUser, TestUser]> {
    const user = await registerUser(first);
    const res = await login(first, user.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken, apiToken } = res.json() as { accessToken: string; apiToken: string };
    await second.db.insert(users).values(await first.db.select().from(users).where(eq(users.id, user.id)));
    await second.db.insert(sessions).values(await first.db.select().from(sessions).where(eq(sessions.userId, user.id)));
    return [user, { ...user, accessToken, apiToken, headers: { authorization: `Bearer ${accessToken}` } }];
  }
  const open = async (url: string, user: TestUser, opts: { reconnection?: boolean } = {}) => {
    const socket = client(url, user.apiToken, opts);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  it('a sign-out on process A disconnects that session’s socket on process B, not the other session’s', async () => {
    const [signedOut, stays] = await twoSessionsKnownToBoth();
    const [onB, otherOnB] = await Promise.all([open(urlB, signedOut), open(urlB, stays)]);
    // Through Redis to the other process; the bound is for a busy machine, not a promise of speed.
    const ended = next(onB, 'disconnect', 15_000);
    const res = await first.inject({ method: 'POST', url: '/api/auth/logout', headers: signedOut.headers });
    expect(res.statusCode).toBe(200);
    await ended;
    expect(otherOnB.connected).toBe(true);
    expect(await ask(otherOnB, EVENTS.joinRoom, stays.id)).toMatchObject({ ok: true });
  });

  it('refuses to recover, on process B, a socket whose session ended while it was away from A', async () => {
    const [user] = await twoSessionsKnownToBoth();
    const onA = await open(urlA, user, { reconnection: true });
    // Recovery starts from the last packet the client got: the notice of its own join.
    const joined = next(onA, `REMITER_room_${user.id}`);
    expect(await ask(onA, EVENTS.joinRoom, user.id)).toMatchObject({ ok: true });
    await joined;
    const got = collect(onA, 'conversation-message');
    const onTheWire: unknown[] = [];
    onA.io.on('packet', (packet: { data?: unknown }) => void onTheWire.push(packet.data));

    // A network drop; the way back leads to B.
    const gone = next(onA, 'disconnect');
    (onA.io as unknown as { uri: string }).uri = urlB;
    onA.io.engine.close();
    await gone;
    await expect.poll(() => first.realtime.isOnline(user.id)).toBe(false);
    // Signed out on A while away (one shared database in a real deployment: both copies go).
    expect((await first.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(
      200,
    );
    await second.db.delete(sessions).where(eq(sessions.userId, user.id));
    first.realtime.sendToUser(user.id, 'conversation-message', { message: { body: 'sent while away' } });

    const refused = await next<Error & { data?: { code: string } }>(onA, 'connect_error', 10_000);
    expect(refused).toMatchObject({ message: 'signInRequired', data: { code: 'signInRequired' } });
    expect(onA.recovered).toBe(false);
    expect(got).toEqual([]);
    expect(JSON.stringify(onTheWire)).not.toContain('sent while away');
  });
});
