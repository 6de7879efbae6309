import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { sessions, users } from '../db/schema';
import { registerUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { CALL_EVENTS, type CallPeer } from './call-signalling';
import { EVENTS } from './events';
import { ask, client, collect, connected, listen, next } from './test-clients';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.info('TEST_REDIS_URL is not set: the live channels scale-out suite is skipped.');

describe.skipIf(!REDIS_URL)('live channels across two server processes on one Redis', () => {
  let first: App;
  let second: App;
  const sockets: Socket[] = [];
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    // Each app its own database here: each user signs in where their socket connects; only Redis is shared.
    const env = { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
    [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
    [urlA, urlB] = await Promise.all([listen(first), listen(second)]);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([second?.close(), first?.close()]);
  });

  it('reaches a user on process A with a message sent through process B, and knows they are online there', async () => {
    const [bob, alice] = await Promise.all([registerUser(first), registerUser(second)]);
    const onA = client(urlA, bob.apiToken);
    const onB = client(urlB, alice.apiToken);
    sockets.push(onA, onB);
    await Promise.all([connected(onA), connected(onB)]);
    expect(await ask(onA, EVENTS.joinRoom, bob.id)).toMatchObject({ ok: true });

    const message = next<string>(onA, EVENTS.roomMessage);
    await ask(onB, EVENTS.broadcast, { SocketIOUniqueChannelName: bob.id, data: 'across processes' });
    expect(JSON.parse(await message)).toMatchObject({ data: 'across processes', from: alice.id });

    expect(await second.realtime.isOnline(bob.id)).toBe(true);
    const direct = next(onA, 'notice');
    second.realtime.sendToUser(bob.id, 'notice', { via: 'B' });
    expect(await direct).toEqual({ via: 'B' });
  });

  it('joins a call and relays its signals between sockets on different processes', async () => {
    const [bob, alice] = await Promise.all([registerUser(first), registerUser(second)]);
    const room = `${alice.id}_${bob.id}`;
    const tokenFrom = async (app: App, user: { apiToken: string }, name: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/video/token',
          payload: { roomName: room, participantName: name },
          headers: { authorization: `Bearer ${user.apiToken}` },
        })
      ).json().token as string;
    const onA = client(urlA, bob.apiToken);
    const onB = client(urlB, alice.apiToken);
    sockets.push(onA, onB);
    await Promise.all([connected(onA), connected(onB)]);
    const join = (socket: Socket, token: string) =>
      socket.timeout(5000).emitWithAck(CALL_EVENTS.join, { token }) as Promise<{ ok: boolean; peers: CallPeer[] }>;

    expect(await join(onA, await tokenFrom(first, bob, 'Bob'))).toMatchObject({ ok: true, peers: [] });
    const heard = next<CallPeer>(onA, CALL_EVENTS.peerJoined);
    const answer = await join(onB, await tokenFrom(second, alice, 'Alice'));
    expect(answer.peers).toEqual([{ peerId: onA.id, userId: bob.id, name: 'Bob' }]);
    expect(await heard).toMatchObject({ peerId: onB.id, name: 'Alice' });

    const offer = next<{ from: string; description: unknown }>(onA, CALL_EVENTS.signal);
    const description = { type: 'offer', sdp: 'v=0\r\n' };
    expect(
      await onB.timeout(5000).emitWithAck(CALL_EVENTS.signal, { room: `room_${room}`, to: onA.id, description }),
    ).toEqual({ ok: true });
    expect(await offer).toMatchObject({ from: onB.id, description });
  });

  it('hands a client cut off for 2 s the messages it missed, when it comes back through the other process', async () => {
    const [bob, alice] = await Promise.all([registerUser(first), registerUser(second)]);
    // Real processes share one database; these test apps don't, so bob's account and sign-in are
    // copied to B's for his reconnection there to be accepted.
    await second.db.insert(users).values(await first.db.select().from(users).where(eq(users.id, bob.id)));
    await second.db.insert(sessions).values(await first.db.select().from(sessions).where(eq(sessions.userId, bob.id)));
    const onA = client(urlA, bob.apiToken, { reconnection: true });
    const onB = client(urlB, alice.apiToken);
    sockets.push(onA, onB);
    await Promise.all([connected(onA), connected(onB)]);
    // Recovery starts from the last packet the client got: here the notice of its own join,
    // which arrives after the stream has taken it (after the acknowledgement).
    const joined = next(onA, `REMITER_room_${bob.id}`);
    expect(await ask(onA, EVENTS.joinRoom, bob.id)).toMatchObject({ ok: true });
    await joined;
    const got = collect<string>(onA, EVENTS.roomMessage);

    // A network drop (not a clean disconnect); behind a load balancer the way back may lead to
    // the other process, so the client's next connection goes to B.
    const gone = next(onA, 'disconnect');
    (onA.io as unknown as { uri: string }).uri = urlB;
    onA.io.engine.close();
    await gone;
    const sent = await ask(onB, EVENTS.broadcast, { SocketIOUniqueChannelName: bob.id, data: 'while away' });
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the 2 s drop the issue names
    if (!onA.connected) await next(onA, 'connect', 10_000);

    expect(onA.recovered).toBe(true);
    expect(sent.ok && sent.wrapperId).toBeTruthy();
    await expect.poll(() => got.map((m) => JSON.parse(m).wrapperId)).toContain(sent.ok ? sent.wrapperId : 'none');
    // Back in its rooms on B without joining again: the next message arrives too.
    const after = next<string>(onA, EVENTS.roomMessage);
    await ask(onB, EVENTS.broadcast, { SocketIOUniqueChannelName: bob.id, data: 'after' });
    expect(JSON.parse(await after)).toMatchObject({ data: 'after' });
  });
});
