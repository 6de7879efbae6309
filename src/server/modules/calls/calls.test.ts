import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { calls } from '../../db/schema';
import { EVENTS } from '../../realtime/events';
import { ask, client as socketClient, collect, connected, listen, next } from '../../realtime/test-clients';
import { registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';
import { callStats } from './service';

/** The shortest ring the configuration allows, so a missed call comes within the test. */
const TIMEOUT_MS = 1000;

describeDialects('the calls record and missed calls, on %s', (dialect) => {
  let app: App;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const open: Socket[] = [];

  beforeAll(async () => {
    // One record per invitation here (no collapsing of repeats): these tests follow each one's answer.
    // Repeats and floods have their own suite (call-flood.test.ts).
    app = await buildTestApp({
      dialect,
      env: { CALL_INVITATION_TIMEOUT_MS: String(TIMEOUT_MS), CALL_REPEAT_WINDOW_MS: '0' },
    });
    url = await listen(app);
    [alice, bob, carol] = await Promise.all([
      registerUser(app, { name: 'Alice Caller' }),
      registerUser(app, { name: 'Bob Callee' }),
      registerUser(app, { name: 'Carol Other' }),
    ]);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => app?.close());

  const socketOf = async (user: TestUser) => {
    const socket = socketClient(url, user.apiToken);
    open.push(socket);
    await connected(socket);
    return socket;
  };

  /** A invitation message as the browser sends it (call-invitations.ts), into `to`'s personal room. */
  const send = async (socket: Socket, to: string, message: Record<string, unknown>) => {
    const answer = await ask(socket, EVENTS.broadcast, {
      SocketIOUniqueChannelName: to,
      data: JSON.stringify(message),
    });
    expect(answer).toMatchObject({ ok: true });
  };
  const invite = async (socket: Socket, caller: TestUser, callee: TestUser, extra: Record<string, unknown> = {}) => {
    const messageId = randomUUID();
    await send(socket, callee.id, {
      type: 'callInvitation',
      from: caller.id,
      roomName: `${caller.id}_${callee.id}`,
      messageId,
      ...extra,
    });
    return messageId;
  };
  const rowOf = async (messageId: string) =>
    (await app.db.select().from(calls).where(eq(calls.messageId, messageId)))[0];
  /** The record is written just after the relay: wait for it as a reader would. */
  const until = async <T>(
    read: () => Promise<T | undefined>,
    ok: (value: T | undefined) => boolean = (v) => v !== undefined,
  ) => {
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
    return res.json() as {
      items: { id: string; caller: { id: string; name: string }; listingName: string | null; seen: boolean }[];
      unseen: number;
    };
  };

  it('records an unanswered invitation as missed after the timeout, tells the callee live, and lists it with the real caller', async () => {
    const [a, b] = await Promise.all([socketOf(alice), socketOf(bob)]);
    const live = next<{ id: string }>(b, 'missed-call', 5000);
    const messageId = await invite(a, alice, bob, { callerName: 'Somebody Famous', about: 'Cello lessons' });
    const ringing = await until(() => rowOf(messageId));
    expect(ringing).toMatchObject({
      status: 'ringing',
      callerId: alice.id,
      calleeId: bob.id,
      site: 'generic',
      listingName: 'Cello lessons',
    });
    const { id } = await live;
    expect(id).toBe(ringing!.id);
    expect((await rowOf(messageId))?.status).toBe('missed');

    const missed = await missedOf(bob);
    const item = missed.items.find((c) => c.id === id);
    // The account's name, never the name the invitation claimed.
    expect(item).toMatchObject({
      caller: { id: alice.id, name: 'Alice Caller', avatarUrl: null },
      listingName: 'Cello lessons',
      seen: false,
    });
    expect(missed.unseen).toBeGreaterThanOrEqual(1);
    // The caller has no missed call of their own from it.
    expect((await missedOf(alice)).items.some((c) => c.id === id)).toBe(false);
  });

  it('keeps accepted and declined calls out of the missed ones', async () => {
    const [a, b] = await Promise.all([socketOf(alice), socketOf(bob)]);
    const atBob = collect(b, 'missed-call');
    const accepted = await invite(a, alice, bob);
    const declined = await invite(a, alice, bob);
    await until(() => rowOf(accepted));
    await until(() => rowOf(declined));
    await send(b, alice.id, {
      type: 'acceptcallInvitation',
      from: bob.id,
      roomName: `${alice.id}_${bob.id}`,
      messageId: accepted,
    });
    await send(b, alice.id, {
      type: 'rejectcallInvitation',
      from: bob.id,
      roomName: `${alice.id}_${bob.id}`,
      messageId: declined,
    });
    await until(
      () => rowOf(accepted),
      (row) => row?.status === 'accepted',
    );
    await until(
      () => rowOf(declined),
      (row) => row?.status === 'declined',
    );
    expect((await rowOf(accepted))?.answeredAt).toBeInstanceOf(Date);
    // Past the timeout they stay as answered, and the callee hears of no missed call.
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 500));
    expect((await rowOf(accepted))?.status).toBe('accepted');
    expect((await rowOf(declined))?.status).toBe('declined');
    expect(atBob).toEqual([]);
    const ids = (await missedOf(bob)).items.map((c) => c.id);
    expect(ids).not.toContain((await rowOf(accepted))!.id);
    expect(ids).not.toContain((await rowOf(declined))!.id);
  });

  it("never records a message in another user's name: a forged invitation, or a stranger answering for the callee", async () => {
    const [a, c] = await Promise.all([socketOf(alice), socketOf(carol)]);
    // Carol invites Bob pretending to be Alice: the relay still happens, the record does not.
    const forged = randomUUID();
    await send(c, bob.id, {
      type: 'callInvitation',
      from: alice.id,
      roomName: `${alice.id}_${bob.id}`,
      messageId: forged,
    });
    // Alice calls Bob; Carol "accepts" for Bob.
    const real = await invite(a, alice, bob);
    await until(() => rowOf(real));
    await send(c, alice.id, {
      type: 'acceptcallInvitation',
      from: bob.id,
      roomName: `${alice.id}_${bob.id}`,
      messageId: real,
    });
    // ... and in her own name, which answers nothing: she is not the callee.
    await send(c, alice.id, {
      type: 'acceptcallInvitation',
      from: carol.id,
      roomName: `${alice.id}_${bob.id}`,
      messageId: real,
    });
    await until(
      () => rowOf(real),
      (row) => row?.status === 'missed',
    );
    expect(await rowOf(forged)).toBeUndefined();
    expect(
      await app.db
        .select()
        .from(calls)
        .where(and(eq(calls.callerId, carol.id))),
    ).toEqual([]);
  });

  it("lets only the callee read and mark their missed calls; someone else's ids change nothing", async () => {
    const a = await socketOf(alice);
    const messageId = await invite(a, alice, bob);
    const { id } = (await until(
      () => rowOf(messageId),
      (row) => row?.status === 'missed',
    ))!;

    expect((await missedOf(carol)).items.some((c) => c.id === id)).toBe(false);
    const stolen = await client(app, carol, HOSTS.generic).post('/api/calls/missed/seen', { ids: [id] });
    expect(stolen.statusCode, stolen.body).toBe(200);
    expect(stolen.json()).toEqual({ count: 0 });
    // Another site's list does not show it either.
    expect(
      (await client(app, bob, HOSTS.naszdom).get('/api/calls/missed'))
        .json()
        .items.some((c: { id: string }) => c.id === id),
    ).toBe(false);
    expect((await missedOf(bob)).items.find((c) => c.id === id)?.seen).toBe(false);

    const before = (await missedOf(bob)).unseen;
    const marked = await client(app, bob, HOSTS.generic).post('/api/calls/missed/seen', { ids: [id] });
    expect(marked.json()).toEqual({ count: 1 });
    const after = await missedOf(bob);
    expect(after.unseen).toBe(before - 1);
    expect(after.items.find((c) => c.id === id)?.seen).toBe(true);
  });

  it('answers 401 signed out and 400 to bad input, marking nothing', async () => {
    expect((await client(app, null, HOSTS.generic).get('/api/calls/missed')).statusCode).toBe(401);
    expect(
      (await client(app, null, HOSTS.generic).post('/api/calls/missed/seen', { ids: [randomUUID()] })).statusCode,
    ).toBe(401);
    const seen = (payload: object) => client(app, bob, HOSTS.generic).post('/api/calls/missed/seen', payload);
    const notUuid = await seen({ ids: ['not-an-id'] });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json()).toMatchObject({ code: 'invalidInput' });
    expect((await seen({ ids: [] })).statusCode).toBe(400);
    expect(fieldCodes((await seen({ ids: [] })).json())).toEqual({ ids: 'valueRequired' });
    expect((await seen({})).statusCode).toBe(400);
    expect((await seen({ ids: [randomUUID()], all: true })).statusCode).toBe(400);
    expect((await seen({ ids: Array.from({ length: 101 }, () => randomUUID()) })).statusCode).toBe(400);
  });

  it('counts the calls made, answered, declined and missed on a site over a date range', async () => {
    const from = new Date(Date.now() - 1000);
    const [a, b] = await Promise.all([socketOf(alice), socketOf(bob)]);
    const answered = await invite(a, alice, bob);
    const declined = await invite(a, alice, bob);
    const missed = await invite(b, bob, alice);
    await Promise.all([answered, declined, missed].map((m) => until(() => rowOf(m))));
    await send(b, alice.id, { type: 'acceptcallInvitation', from: bob.id, roomName: 'x', messageId: answered });
    await send(b, alice.id, { type: 'rejectcallInvitation', from: bob.id, roomName: 'x', messageId: declined });
    await until(
      () => rowOf(missed),
      (row) => row?.status === 'missed',
    );
    await until(
      () => rowOf(declined),
      (row) => row?.status === 'declined',
    );
    await until(
      () => rowOf(answered),
      (row) => row?.status === 'accepted',
    );
    const to = new Date(Date.now() + 1000);
    expect(await callStats(app.db, 'generic', from, to)).toEqual({ made: 3, answered: 1, declined: 1, missed: 1 });
    expect(await callStats(app.db, 'naszdom', from, to)).toEqual({ made: 0, answered: 0, declined: 0, missed: 0 });
    expect(await callStats(app.db, 'generic', new Date(from.getTime() - 60_000), from)).toMatchObject({
      made: expect.any(Number),
    });
    expect((await callStats(app.db, 'generic', to, new Date(to.getTime() + 60_000))).made).toBe(0);
  });
});
