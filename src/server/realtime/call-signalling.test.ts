import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { registerUser, type TestUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { CALL_EVENTS, type CallPeer } from './call-signalling';
import { callGrant, client, collect, connected, listen, next } from './test-clients';

type JoinAnswer = { ok: true; room: string; self: string; peers: CallPeer[] } | { ok: false; code: string };
type Signal = {
  room: string;
  from: string;
  userId: string;
  description?: { type: string; sdp: string };
  candidate?: unknown;
};

const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
const CANDIDATE = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };

describe('call signalling for the peer-to-peer provider', () => {
  let app: App;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let room: string;
  const open: Socket[] = [];

  const socketOf = async (user: TestUser) => {
    const socket = client(url, user.apiToken);
    open.push(socket);
    await connected(socket);
    return socket;
  };
  /** A grant from the token service itself, as the call screen gets it. */
  const tokenFor = (user: TestUser, name: string, roomName = room) => callGrant(app, user.apiToken, roomName, name);
  const join = (socket: Socket, token: unknown) =>
    socket.timeout(5000).emitWithAck(CALL_EVENTS.join, { token }) as Promise<JoinAnswer>;
  const signal = (socket: Socket, payload: unknown) =>
    socket.timeout(5000).emitWithAck(CALL_EVENTS.signal, payload) as Promise<{ ok: boolean; code?: string }>;

  beforeAll(async () => {
    app = await buildTestApp();
    url = await listen(app);
    [alice, bob, carol] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    room = `${alice.id}_${bob.id}`;
  });
  // Each test starts with no socket in any call: the server has seen the last ones go.
  afterEach(async () => {
    for (const s of open.splice(0)) s.disconnect();
    await expect.poll(async () => (await app.realtime.io.fetchSockets()).length).toBe(0);
  });
  afterAll(async () => app?.close());

  it('lets the two users of a call in with their grants; the one who comes second learns who is there, the first hears of them', async () => {
    const [a, b] = await Promise.all([socketOf(alice), socketOf(bob)]);
    const first = await join(a, await tokenFor(alice, 'Alice'));
    expect(first).toMatchObject({ ok: true, room: `room_${room}`, peers: [] });

    const heard = next<CallPeer & { room: string }>(a, CALL_EVENTS.peerJoined);
    const second = await join(b, await tokenFor(bob, 'Bob'));
    expect(second).toMatchObject({ ok: true, peers: [{ peerId: a.id, userId: alice.id, name: 'Alice' }] });
    expect(await heard).toEqual({ room: `room_${room}`, peerId: b.id, userId: bob.id, name: 'Bob' });
  });

  it('relays an offer and a candidate to the one peer named, with who sent them', async () => {
    const [a, b] = await Promise.all([socketOf(alice), socketOf(bob)]);
    await join(a, await tokenFor(alice, 'Alice'));
    await join(b, await tokenFor(bob, 'Bob'));

    const offer = next<Signal>(b, CALL_EVENTS.signal);
    expect(await signal(a, { room: `room_${room}`, to: b.id, description: OFFER })).toEqual({ ok: true });
    expect(await offer).toEqual({ room: `room_${room}`, from: a.id, userId: alice.id, description: OFFER });

    const candidate = next<Signal>(a, CALL_EVENTS.signal);
    expect(await signal(b, { room: `room_${room}`, to: a.id, candidate: CANDIDATE })).toEqual({ ok: true });
    expect(await candidate).toMatchObject({ from: b.id, candidate: CANDIDATE });
  });

  it("refuses a forged, altered or someone else's grant, and bad input, and lets nobody in on them", async () => {
    const [a, c] = await Promise.all([socketOf(alice), socketOf(carol)]);
    await join(a, await tokenFor(alice, 'Alice'));
    const joined = collect(a, CALL_EVENTS.peerJoined);

    const alices = await tokenFor(alice, 'Alice');
    expect(await join(c, alices)).toEqual({ ok: false, code: 'forbidden' });
    const [payload, signature] = alices.split('.');
    const altered = Buffer.from(Buffer.from(payload!, 'base64url').toString().replace(alice.id, carol.id)).toString(
      'base64url',
    );
    expect(await join(c, `${altered}.${signature}`)).toEqual({ ok: false, code: 'forbidden' });
    expect(await join(c, 'made.up')).toEqual({ ok: false, code: 'forbidden' });
    expect(await join(c, 42)).toEqual({ ok: false, code: 'invalidInput' });
    expect(await join(c, 'x'.repeat(3000))).toEqual({ ok: false, code: 'invalidInput' });
    // The token service itself refuses Carol the room, so she has no way to a grant.
    const res = await app.inject({
      method: 'POST',
      url: '/api/video/token',
      payload: { roomName: room, participantName: 'Carol' },
      headers: { authorization: `Bearer ${carol.apiToken}` },
    });
    expect(res.statusCode).toBe(403);

    // Outside the call she cannot signal into it either, even knowing a peer's id.
    expect(await signal(c, { room: `room_${room}`, to: a.id, description: OFFER })).toEqual({
      ok: false,
      code: 'forbidden',
    });
    expect(joined).toEqual([]);
  });

  it('refuses signals that are malformed, too big, or to someone not in the call', async () => {
    const [a, b, c] = await Promise.all([socketOf(alice), socketOf(bob), socketOf(carol)]);
    await join(a, await tokenFor(alice, 'Alice'));
    await join(b, await tokenFor(bob, 'Bob'));
    const got = collect(b, CALL_EVENTS.signal);
    const base = { room: `room_${room}`, to: b.id };
    expect(await signal(a, base)).toEqual({ ok: false, code: 'invalidInput' });
    expect(await signal(a, { ...base, description: OFFER, candidate: CANDIDATE })).toEqual({
      ok: false,
      code: 'invalidInput',
    });
    expect(await signal(a, { ...base, description: { type: 'offer', sdp: 'x'.repeat(70_000) } })).toEqual({
      ok: false,
      code: 'invalidInput',
    });
    expect(await signal(a, { ...base, description: { type: 'hello', sdp: '' } })).toEqual({
      ok: false,
      code: 'invalidInput',
    });
    expect(await signal(a, { ...base, to: c.id, description: OFFER })).toEqual({ ok: false, code: 'peerGone' });
    expect(got).toEqual([]);
  });

  it('tells the others when someone leaves or closes the page, and a left socket signals no more', async () => {
    const [a, b] = await Promise.all([socketOf(alice), socketOf(bob)]);
    await join(a, await tokenFor(alice, 'Alice'));
    await join(b, await tokenFor(bob, 'Bob'));

    const left = next<{ room: string; peerId: string }>(a, CALL_EVENTS.peerLeft);
    expect(await b.timeout(5000).emitWithAck(CALL_EVENTS.leave, { room: `room_${room}` })).toEqual({ ok: true });
    expect(await left).toEqual({ room: `room_${room}`, peerId: b.id });
    expect(await signal(b, { room: `room_${room}`, to: a.id, description: OFFER })).toEqual({
      ok: false,
      code: 'forbidden',
    });

    // Back in, then gone with the page: the same notice.
    await join(b, await tokenFor(bob, 'Bob'));
    const closed = next<{ room: string; peerId: string }>(a, CALL_EVENTS.peerLeft);
    const id = b.id;
    b.disconnect();
    expect(await closed).toEqual({ room: `room_${room}`, peerId: id });
  });

  it('puts a third person a module invited into the same mesh: each sees the other two', async () => {
    const group = `${bob.id}_${alice.id}`;
    await app.realtime.inviteToRoom(group, carol.id);
    const [a, b, c] = await Promise.all([socketOf(alice), socketOf(bob), socketOf(carol)]);
    await join(a, await tokenFor(alice, 'Alice', group));
    await join(b, await tokenFor(bob, 'Bob', group));
    const third = await join(c, await tokenFor(carol, 'Carol', group));
    expect(third.ok && third.peers.map((p) => p.name).sort()).toEqual(['Alice', 'Bob']);
  });
});
