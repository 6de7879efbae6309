import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { calls } from '../../db/schema';
import { EVENTS } from '../../realtime/events';
import { ask, client as socketClient, connected, listen } from '../../realtime/test-clients';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { client, HOSTS } from '../../test/listings';
import { TEST_DIALECTS, type TestDialect } from '../../test/test-database';
import { ABOUT_MAX_LENGTH } from './recorder';
import { callStats } from './service';

/*
 * Issue #30: a caller sending invitation after invitation. Repeats to one callee ring in one
 * record; past the per-callee and overall limits nothing more is recorded; the caller's `about`
 * text is kept as one short line. On every database, and on the Redis counters when there is one.
 */

const REDIS_URL = process.env.TEST_REDIS_URL;
type Setup = { dialect: TestDialect; store: 'memory' | 'redis' };
const SETUPS: Setup[] = [
  ...TEST_DIALECTS.map((dialect) => ({ dialect, store: 'memory' as const })),
  ...(REDIS_URL ? [{ dialect: 'pglite' as const, store: 'redis' as const }] : []),
];

const PER_CALLEE = 5;
const OVERALL = 8;

describe.each(SETUPS)('call invitation floods, on $dialect with $store counters', ({ dialect, store }) => {
  let app: App;
  let url: string;
  const open: Socket[] = [];
  const prefix = `test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;

  beforeAll(async () => {
    app = await buildTestApp({
      dialect,
      env: {
        CALL_INVITATION_TIMEOUT_MS: '1000',
        CALL_INVITES_PER_CALLEE_LIMIT: String(PER_CALLEE),
        CALL_INVITES_LIMIT: String(OVERALL),
        ...(store === 'redis' ? { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: prefix } : {}),
      },
    });
    url = await listen(app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    if (app?.redis) {
      const keys = await app.redis.keys(`${prefix}*`);
      if (keys.length) await app.redis.del(keys);
    }
    await app?.close();
  });

  const socketOf = async (user: TestUser) => {
    const socket = socketClient(url, user.apiToken);
    open.push(socket);
    await connected(socket);
    return socket;
  };
  /** An invitation as the browser sends it, into the callee's personal room; its messageId. */
  const invite = async (socket: Socket, caller: TestUser, callee: TestUser, about?: string) => {
    const messageId = randomUUID();
    const data = JSON.stringify({
      type: 'callInvitation',
      from: caller.id,
      roomName: `${caller.id}_${callee.id}`,
      messageId,
      about,
    });
    expect(await ask(socket, EVENTS.broadcast, { SocketIOUniqueChannelName: callee.id, data })).toMatchObject({
      ok: true,
    });
    return messageId;
  };
  const rowsOf = (caller: TestUser, callee: TestUser) =>
    app.db
      .select()
      .from(calls)
      .where(and(eq(calls.callerId, caller.id), eq(calls.calleeId, callee.id)));
  /** The record is written just after the relay: wait for it as a reader would. */
  const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
    for (let i = 0; i < 100; i += 1) {
      const value = await read();
      if (ok(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('condition not met within 5 s');
  };
  const missedOf = async (user: TestUser) => {
    const res = await client(app, user, HOSTS.generic).get('/api/calls/missed');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { caller: { id: string }; listingName: string | null }[]; unseen: number };
  };

  /** Calls made today on the generic site, as the admin dashboards count them. */
  const dashboardCalls = async (admin: TestUser) => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await client(app, admin, HOSTS.generic).get(`/api/dashboards/overview?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { calls: { made: { current: number }; missed: { current: number } } }).calls;
  };

  it('rings repeated invitations from one caller to one callee in one record: one missed call, one call on the dashboards', async () => {
    const [caller, callee, admin] = await Promise.all([registerUser(app), registerUser(app), registerAdmin(app)]);
    const from = new Date(Date.now() - 1000);
    const before = await dashboardCalls(admin);
    const socket = await socketOf(caller);
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) sent.push(await invite(socket, caller, callee, `Call number ${i}`));
    // The record follows the latest invitation, then misses it once the ring runs out.
    const [row] = await until(
      () => rowsOf(caller, callee),
      (rows) => rows.length > 0 && rows[0]!.messageId === sent.at(-1) && rows[0]!.status === 'missed',
    );
    expect(await rowsOf(caller, callee)).toHaveLength(1);
    expect(row).toMatchObject({ listingName: 'Call number 3', seenByCallee: false });

    const missed = await missedOf(callee);
    expect(missed.unseen).toBe(1);
    expect(missed.items).toHaveLength(1);
    expect(await callStats(app.db, 'generic', from, new Date(Date.now() + 1000))).toMatchObject({ made: 1, missed: 1 });
    const after = await dashboardCalls(admin);
    expect(after.made.current - before.made.current).toBe(1);
    expect(after.missed.current - before.missed.current).toBe(1);

    // Seen, the next call is a new one.
    await client(app, callee, HOSTS.generic).post('/api/calls/missed/seen', { ids: [row!.id] });
    const next = await invite(socket, caller, callee);
    await until(
      () => rowsOf(caller, callee),
      (rows) => rows.some((r) => r.messageId === next),
    );
    expect(await rowsOf(caller, callee)).toHaveLength(2);
  });

  it('an answer to an invitation that a repeat replaced answers the call', async () => {
    const [caller, callee] = await Promise.all([registerUser(app), registerUser(app)]);
    const [a, b] = await Promise.all([socketOf(caller), socketOf(callee)]);
    const first = await invite(a, caller, callee);
    const second = await invite(a, caller, callee);
    await until(
      () => rowsOf(caller, callee),
      (rows) => rows[0]?.messageId === second,
    );
    const answer = JSON.stringify({
      type: 'acceptcallInvitation',
      from: callee.id,
      roomName: `${caller.id}_${callee.id}`,
      messageId: first,
    });
    expect(await ask(b, EVENTS.broadcast, { SocketIOUniqueChannelName: caller.id, data: answer })).toMatchObject({
      ok: true,
    });
    const rows = await until(
      () => rowsOf(caller, callee),
      (r) => r[0]?.status === 'accepted',
    );
    expect(rows).toHaveLength(1);
  });

  it("records nothing past a caller's per-callee and overall limits", async () => {
    const [caller, bob, carol] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    const socket = await socketOf(caller);
    const toBob: string[] = [];
    for (let i = 0; i < PER_CALLEE; i++) toBob.push(await invite(socket, caller, bob));
    await until(
      () => rowsOf(caller, bob),
      (rows) => rows[0]?.messageId === toBob.at(-1),
    );
    // Over the per-callee limit: relayed, not recorded.
    await invite(socket, caller, bob);
    await invite(socket, caller, bob);
    // The eighth of the caller's invitations is within the overall limit; the ninth is not.
    const eighth = await invite(socket, caller, carol);
    await until(
      () => rowsOf(caller, carol),
      (rows) => rows.length > 0,
    );
    await invite(socket, caller, carol, 'Over the limit');
    await invite(socket, caller, bob);
    // The limits are counted in arrival order, before any record is written: once a later
    // invitation (another caller's, within its limits) is recorded, the refused ones were decided.
    const other = await registerUser(app);
    await invite(await socketOf(other), other, carol);
    await until(
      () => rowsOf(other, carol),
      (rows) => rows.length === 1,
    );
    const bobs = await rowsOf(caller, bob);
    expect(bobs.map((r) => r.messageId)).toEqual([toBob.at(-1)]);
    const carols = await rowsOf(caller, carol);
    expect(carols.map((r) => r.messageId)).toEqual([eighth]);
    expect(carols[0]!.listingName).toBeNull();
  });

  it("keeps the caller's about text as one line of at most the allowed length", async () => {
    const [caller, callee] = await Promise.all([registerUser(app), registerUser(app)]);
    const socket = await socketOf(caller);
    const about = `Cello\r\nlessons\u2028  \u202eFREE\u0000 ${'x'.repeat(1500)}`;
    const messageId = await invite(socket, caller, callee, about);
    const [row] = await until(
      () => rowsOf(caller, callee),
      (rows) => rows.length > 0,
    );
    expect(row!.messageId).toBe(messageId);
    expect(row!.listingName!.startsWith('Cello lessons FREE x')).toBe(true);
    expect([...row!.listingName!].length).toBeLessThanOrEqual(ABOUT_MAX_LENGTH);
    expect(row!.listingName).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
  });
});
