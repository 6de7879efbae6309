import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { users } from '../db/schema';
import { registerUser, type TestUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { EVENTS } from './events';
import { ask, client, collect, connected, listen, next } from './test-clients';

describe('live channels (socket.io against the real app)', () => {
  let app: App;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const open: Socket[] = [];
  const socketOf = async (user: TestUser | undefined) => {
    const socket = client(url, user?.apiToken);
    open.push(socket);
    await connected(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    url = await listen(app);
    [alice, bob, carol] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a connection without a token, or with a wrong one, saying why', async () => {
    await expect(socketOf(undefined)).rejects.toMatchObject({
      message: 'signInRequired',
      data: { code: 'signInRequired' },
    });
    await expect(socketOf({ ...alice, apiToken: 'not-a-real-token-at-all' })).rejects.toMatchObject({
      message: 'signInRequired',
    });
    // The access token is for HTTP; live channels take the apiToken only.
    await expect(socketOf({ ...alice, apiToken: alice.accessToken })).rejects.toMatchObject({
      message: 'signInRequired',
    });
  });

  it('refuses the apiToken of a signed-out session or a suspended user, even to many handshakes at once', async () => {
    const [dave, erin] = await Promise.all([registerUser(app), registerUser(app)]);
    // Many at once share one token lookup (token-check.ts): all of them get in while it is good...
    await Promise.all(Array.from({ length: 20 }, () => socketOf(dave)));
    const signedOut = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: dave.headers });
    expect(signedOut.statusCode).toBe(200);
    // ...and none of them once it is revoked, from the very next handshake on.
    const after = await Promise.allSettled(Array.from({ length: 20 }, () => socketOf(dave)));
    expect(after.every((r) => r.status === 'rejected' && (r.reason as Error).message === 'signInRequired')).toBe(true);

    await socketOf(erin);
    await app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, erin.id));
    await expect(socketOf(erin)).rejects.toMatchObject({ message: 'signInRequired' });
  });

  it("lets a user into their own personal room, by id or prefixed name, and not into another's", async () => {
    const socket = await socketOf(alice);
    expect(await ask(socket, EVENTS.joinRoom, alice.id)).toEqual({ ok: true, room: `room_${alice.id}` });
    expect(await ask(socket, EVENTS.joinRoom, `room_${alice.id}`)).toEqual({ ok: true, room: `room_${alice.id}` });
    expect(await ask(socket, EVENTS.joinRoom, bob.id)).toEqual({ ok: false, code: 'forbidden' });
    expect(await ask(socket, EVENTS.joinRoom, 'lobby')).toEqual({ ok: false, code: 'forbidden' });
    expect(await ask(socket, EVENTS.joinRoom, { room: 'x' })).toEqual({ ok: false, code: 'invalidInput' });
  });

  it('opens a call room to its two users only, unless a module invites someone', async () => {
    const room = `${alice.id}_${bob.id}`;
    const [a, b, c] = await Promise.all([socketOf(alice), socketOf(bob), socketOf(carol)]);
    expect(await ask(a, EVENTS.joinRoom, room)).toMatchObject({ ok: true });
    expect(await ask(b, EVENTS.joinRoom, room)).toMatchObject({ ok: true });
    expect(await ask(c, EVENTS.joinRoom, room)).toEqual({ ok: false, code: 'forbidden' });
    await app.realtime.inviteToRoom(room, carol.id);
    expect(await ask(c, EVENTS.joinRoom, room)).toMatchObject({ ok: true });
  });

  it('delivers a broadcast envelope to the members of its room only, with a generated wrapperId', async () => {
    const [a, b, c] = await Promise.all([socketOf(alice), socketOf(bob), socketOf(carol)]);
    await ask(b, EVENTS.joinRoom, bob.id);
    await ask(c, EVENTS.joinRoom, carol.id);
    const atCarol = collect(c, EVENTS.roomMessage);
    const atAlice = collect(a, EVENTS.roomMessage);
    const invitation = JSON.stringify({ type: 'callInvitation', from: alice.id, roomName: `${alice.id}_${bob.id}` });
    const message = next<string>(b, EVENTS.roomMessage);
    const log = next<Record<string, unknown>>(b, EVENTS.roomMessageLog);
    const answer = await ask(
      a,
      EVENTS.broadcast,
      JSON.stringify({ SocketIOUniqueChannelName: bob.id, data: invitation }),
    );
    expect(answer).toMatchObject({ ok: true, room: `room_${bob.id}` });
    const envelope = JSON.parse(await message) as Record<string, string>;
    expect(envelope).toMatchObject({ SocketIOUniqueChannelName: bob.id, data: invitation, from: alice.id });
    expect(envelope.wrapperId).toMatch(/^[0-9a-f-]{36}$/);
    expect(envelope.wrapperId).toBe((answer as { wrapperId: string }).wrapperId);
    expect(await log).toEqual(envelope);
    // A given wrapperId is kept, so the sender can later remove the message by it.
    const second = next<string>(b, EVENTS.roomMessage);
    await ask(a, EVENTS.broadcast, { SocketIOUniqueChannelName: `room_${bob.id}`, data: 'x', wrapperId: 'w-1' });
    expect(JSON.parse(await second)).toMatchObject({ wrapperId: 'w-1' });
    expect(atCarol).toEqual([]);
    expect(atAlice).toEqual([]);
  });

  it('refuses a broadcast that is not an envelope or targets a room the sender may not use', async () => {
    const a = await socketOf(alice);
    expect(await ask(a, EVENTS.broadcast, '{not json')).toEqual({ ok: false, code: 'invalidInput' });
    expect(await ask(a, EVENTS.broadcast, { SocketIOUniqueChannelName: bob.id, data: { not: 'a string' } })).toEqual({
      ok: false,
      code: 'invalidInput',
    });
    expect(await ask(a, EVENTS.broadcast, { SocketIOUniqueChannelName: `${bob.id}_${carol.id}`, data: 'x' })).toEqual({
      ok: false,
      code: 'forbidden',
    });
  });

  it('delivers chatMessage to the room and per-room notices for logging', async () => {
    const room = `${alice.id}_${bob.id}`;
    const [a, b] = await Promise.all([socketOf(alice), socketOf(bob)]);
    await ask(b, EVENTS.joinRoom, room);
    const chat = next<Record<string, string>>(b, EVENTS.chatMessage);
    const notice = next(b, `EMITER_room_${room}`);
    const all = next(b, `ALLEMITER_room_${room}`);
    expect(await ask(a, EVENTS.chatMessage, { room, data: JSON.stringify({ text: 'hi' }) })).toMatchObject({
      ok: true,
    });
    expect(await chat).toMatchObject({ room: `room_${room}`, from: alice.id, data: '{"text":"hi"}' });
    expect(await notice).toMatchObject({ from: alice.id });
    expect(await all).toMatchObject({ kind: 'EMITER_' });
  });

  it('lets other modules reach a user on all their sockets and ask whether they are online', async () => {
    expect(await app.realtime.isOnline(carol.id)).toBe(false);
    const [one, two] = await Promise.all([socketOf(carol), socketOf(carol)]);
    expect(await app.realtime.isOnline(carol.id)).toBe(true);
    const both = Promise.all([next(one, 'notice'), next(two, 'notice')]);
    app.realtime.sendToUser(carol.id, 'notice', { n: 1 });
    expect(await both).toEqual([{ n: 1 }, { n: 1 }]);
    await ask(one, EVENTS.joinRoom, carol.id);
    const inRoom = next(one, 'room-event');
    app.realtime.sendToRoom(carol.id, 'room-event', 'hello');
    expect(await inRoom).toBe('hello');
  });

  it('drops a client whose packet is over 8 MB, and delivers nothing of it', async () => {
    const [a, b] = await Promise.all([socketOf(alice), socketOf(bob)]);
    await ask(b, EVENTS.joinRoom, bob.id);
    const atBob = collect(b, EVENTS.roomMessage);
    const dropped = next<string>(a, 'disconnect');
    a.emit(EVENTS.broadcast, { SocketIOUniqueChannelName: bob.id, data: 'x'.repeat(8 * 1024 * 1024 + 1) });
    expect(await dropped).toBe('transport close');
    // Bob still gets what comes after, and never the oversize one.
    const later = next<string>(b, EVENTS.roomMessage);
    const c = await socketOf(carol);
    await ask(c, EVENTS.broadcast, { SocketIOUniqueChannelName: bob.id, data: 'small' });
    expect(JSON.parse(await later)).toMatchObject({ data: 'small' });
    expect(atBob).toHaveLength(1);
  });

  it('hands a client that was cut off for 2 s the messages it missed once it reconnects', async () => {
    const b = client(url, bob.apiToken, { reconnection: true });
    open.push(b);
    await connected(b);
    await ask(b, EVENTS.joinRoom, bob.id);
    const a = await socketOf(alice);
    const got = collect<string>(b, EVENTS.roomMessage);
    // Cut the transport under the client as a network drop would (not a clean disconnect).
    const gone = next(b, 'disconnect');
    b.io.engine.close();
    await gone;
    const wrapperId = randomUUID();
    await ask(a, EVENTS.broadcast, { SocketIOUniqueChannelName: bob.id, data: 'while away', wrapperId });
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the 2 s drop the issue names
    if (!b.connected) await next(b, 'connect', 10_000);
    expect(b.recovered).toBe(true);
    await expect.poll(() => got.map((m) => JSON.parse(m).wrapperId)).toContain(wrapperId);
  });
});
