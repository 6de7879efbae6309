import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { TEST_DIALECTS, type TestDialect } from '../../test/test-database';

/*
 * A group call: a participant lets a third user into their call room (POST /api/video/invite),
 * after which that user gets a token for it; nobody else can open a room this way.
 */

const post = (app: App, url: string, body: unknown, apiToken?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: apiToken === undefined ? {} : { authorization: `Bearer ${apiToken}` },
  });
const tokenStatus = async (app: App, user: TestUser, roomName: string) =>
  (await post(app, '/api/video/token', { roomName, participantName: 'Someone' }, user.apiToken)).statusCode;

const REDIS_URL = process.env.TEST_REDIS_URL;
/** Every database with the in-process counters, and the Redis counters when there is a Redis. */
const SETUPS: { dialect: TestDialect; store: 'memory' | 'redis' }[] = [
  ...TEST_DIALECTS.map((dialect) => ({ dialect, store: 'memory' as const })),
  ...(REDIS_URL ? [{ dialect: 'pglite' as const, store: 'redis' as const }] : []),
];

describe.each(SETUPS)('letting a third person into a call, on $dialect with $store counters', ({ dialect, store }) => {
  let app: App;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  let room: string;
  const prefix = `test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;

  beforeAll(async () => {
    const redis: Record<string, string> = store === 'redis' ? { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: prefix } : {};
    app = await buildTestApp({
      dialect,
      env: { CALL_INVITES_PER_CALLEE_LIMIT: '3', CALL_INVITES_LIMIT: '5', ...redis },
    });
    [alice, bob, carol, dave] = await Promise.all([
      registerUser(app),
      registerUser(app),
      registerUser(app),
      registerUser(app),
    ]);
    room = `${alice.id}_${bob.id}`;
  });
  afterAll(async () => {
    const keys = (await app?.redis?.keys(`${prefix}*`)) ?? [];
    if (keys.length) await app.redis!.del(keys);
    await app?.close();
  });

  it('lets a participant invite someone, who then gets a token for that room and can bring in a fourth', async () => {
    expect(await tokenStatus(app, carol, room)).toBe(403);
    const res = await post(app, '/api/video/invite', { roomName: room, userId: carol.id }, bob.apiToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ room: `room_${room}`, userId: carol.id });
    expect(await tokenStatus(app, carol, room)).toBe(200);
    expect(await tokenStatus(app, carol, `room_${room}`)).toBe(200);
    // Only that room: Carol's invitation opens no other call of Alice's.
    expect(await tokenStatus(app, carol, `${alice.id}_${dave.id}`)).toBe(403);

    // Once in, Carol is a participant like the others.
    expect((await post(app, '/api/video/invite', { roomName: room, userId: dave.id }, carol.apiToken)).statusCode).toBe(
      200,
    );
    expect(await tokenStatus(app, dave, room)).toBe(200);
  });

  it("refuses a stranger, who can neither invite others nor themself into someone else's call", async () => {
    const other = `${bob.id}_${alice.id}`;
    for (const userId of [dave.id, carol.id]) {
      const res = await post(app, '/api/video/invite', { roomName: other, userId }, dave.apiToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'callRoomForbidden', errorMessage: expect.any(String) });
    }
    expect(await tokenStatus(app, dave, other)).toBe(403);
    expect(await tokenStatus(app, carol, other)).toBe(403);
  });

  it('opens no personal room and no room outside the call rules, even to their own user', async () => {
    for (const roomName of [alice.id, `room_${alice.id}`, 'party', `${alice.id}_party`]) {
      const res = await post(app, '/api/video/invite', { roomName, userId: carol.id }, alice.apiToken);
      expect(res.statusCode, roomName).toBe(403);
      expect(await tokenStatus(app, carol, roomName)).toBe(403);
    }
  });

  it('answers the same for nobody, a suspended user and an active one, letting in only the active one', async () => {
    const solo = `${alice.id}_${carol.id}`;
    const answerFor = async (userId: string) => {
      const res = await post(app, '/api/video/invite', { roomName: solo, userId }, alice.apiToken);
      return { status: res.statusCode, body: res.json() as unknown };
    };
    const nobody = randomUUID();
    expect(await answerFor(nobody)).toEqual({ status: 200, body: { room: `room_${solo}`, userId: nobody } });
    await app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, dave.id));
    try {
      expect(await answerFor(dave.id)).toEqual({ status: 200, body: { room: `room_${solo}`, userId: dave.id } });
    } finally {
      await app.db.update(users).set({ status: 'active' }).where(eq(users.id, dave.id));
    }
    expect(await tokenStatus(app, dave, solo)).toBe(403);
  });

  it('answers 400 for bad input and 403 without a good apiToken; nobody is let in', async () => {
    const solo = `${alice.id}_${carol.id}`;
    const bad = await post(app, '/api/video/invite', { roomName: solo, userId: 'nobody' }, alice.apiToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.userId?.code).toBe('userNotFound');
    for (const body of [
      { roomName: '../x', userId: dave.id },
      { roomName: solo },
      { roomName: solo, userId: dave.id, admin: true },
    ]) {
      expect((await post(app, '/api/video/invite', body, alice.apiToken)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const token of [undefined, 'not-a-real-token-at-all', alice.accessToken]) {
      expect((await post(app, '/api/video/invite', { roomName: solo, userId: dave.id }, token)).statusCode).toBe(403);
    }
    expect(await tokenStatus(app, dave, solo)).toBe(403);
  });

  it('answers 429 to an inviter past the per-guest and overall limits, letting nobody more in', async () => {
    const [host, guest, ...others] = await Promise.all(Array.from({ length: 5 }, () => registerUser(app)));
    const hostRoom = `${host!.id}_${guest!.id}`;
    const invite = (userId: string) => post(app, '/api/video/invite', { roomName: hostRoom, userId }, host!.apiToken);
    for (let i = 0; i < 3; i++) expect((await invite(others[0]!.id)).statusCode).toBe(200);
    const again = await invite(others[0]!.id);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'callInvitesTooFast', errorMessage: expect.any(String) });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // Overall: the refused one counted too; the sixth invitation of the hour is refused.
    expect((await invite(others[1]!.id)).statusCode).toBe(200);
    const over = await invite(others[2]!.id);
    expect(over.statusCode).toBe(429);
    expect(await tokenStatus(app, others[2]!, hostRoom)).toBe(403);
  });
});
