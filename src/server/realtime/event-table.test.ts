import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { registerAdmin, registerUser, type TestUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { CALL_EVENTS } from './call-signalling';
import {
  assertHandlers,
  CLIENT_EVENT_NAMES,
  CLIENT_EVENTS,
  SENDER_RULES,
  type ClientEventName,
  type SenderRule,
} from './event-table';
import { EVENTS } from './events';
import { prefixRoom } from './room-names';
import { ask, callGrant, client, connected, listen } from './test-clients';

/*
 * Generated from CLIENT_EVENTS (issue #32): every event the server handles is sent by the people
 * its sender rule names and by those it does not, from real socket.io clients to the real app.
 * What an event needs here (a payload, how a socket gets into the place it targets, what others
 * there see when it takes effect) is one entry of PROBES, and what a sender rule means is one
 * entry of SCENARIOS: both are typed over the table, so a new event or rule without them does
 * not compile.
 */

/** Where an event is aimed: a room as clients name it, and for calls a grant or a peer. */
interface Target {
  room: string;
  grant?: string;
  peer?: string;
}

interface Actor {
  user: TestUser;
  socket: Socket;
}

interface Probe {
  payload: (target: Target) => unknown;
  /** Puts the actor's socket where the target is (a room, or the call), without the event under test where possible. */
  enter: (actor: Actor, target: Target) => Promise<void>;
  /** The user ids of everyone whose event the watcher saw take effect in the target, as they come. */
  effects: (watcher: Socket, target: Target) => string[];
}

const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };

describe('live-channel events: who may send each one (CLIENT_EVENTS)', () => {
  let app: App;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let admin: TestUser;
  /** A call room of Alice and Bob: Carol and the administrator are strangers to it. */
  let callRoom: string;
  const open: Socket[] = [];
  /** Socket id -> user id, for effects that name a socket (a peer leaving a call). */
  const userOfSocket = new Map<string, string>();

  const actor = async (user: TestUser): Promise<Actor> => {
    const socket = client(url, user.apiToken);
    open.push(socket);
    await connected(socket);
    userOfSocket.set(socket.id!, user.id);
    return { user, socket };
  };
  const actors = (...users: TestUser[]) => Promise.all(users.map(actor));

  /** Into a room by the server's own hand, so the rule under test plays no part in the setting up. */
  const enterRoom = async ({ socket }: Actor, target: Target) => {
    await app.realtime.io.in(socket.id!).socketsJoin(prefixRoom(target.room));
  };
  /** Into a call with the actor's own grant: the way the call screen does it. */
  const enterCall = async ({ user, socket }: Actor, target: Target) => {
    const token = await callGrant(app, user.apiToken, target.room, user.id);
    expect(await ask(socket, CALL_EVENTS.join, { token })).toMatchObject({ ok: true });
  };
  /** The per-room notices (events.ts): kind and the user it names. */
  const notices = (kind: string) => (watcher: Socket, target: Target) => {
    const seen: string[] = [];
    watcher.on(
      `ALLEMITER_${prefixRoom(target.room)}`,
      (n: { kind: string; payload: { userId?: string; from?: string } }) => {
        if (n.kind === kind) seen.push(n.payload.userId ?? n.payload.from ?? '?');
      },
    );
    return seen;
  };
  const inCall =
    (event: string, whoOf: (payload: Record<string, string>) => string) => (watcher: Socket, target: Target) => {
      const seen: string[] = [];
      watcher.on(event, (payload: Record<string, string>) => {
        if (payload.room === prefixRoom(target.room)) seen.push(whoOf(payload));
      });
      return seen;
    };

  const PROBES: Record<ClientEventName, Probe> = {
    [EVENTS.joinRoom]: { payload: (t) => t.room, enter: enterRoom, effects: notices('REMITER_') },
    [EVENTS.leaveRoom]: { payload: (t) => t.room, enter: enterRoom, effects: notices('EEMITER_') },
    [EVENTS.broadcast]: {
      // As SPEC.md section 7 has clients send it: the envelope as a JSON string.
      payload: (t) => JSON.stringify({ SocketIOUniqueChannelName: t.room, data: '{"type":"hello"}' }),
      enter: enterRoom,
      effects: notices('BEMITER_'),
    },
    [EVENTS.chatMessage]: {
      payload: (t) => ({ room: t.room, data: '{"text":"hello"}' }),
      enter: enterRoom,
      effects: notices('EMITER_'),
    },
    [EVENTS.chatTyping]: {
      // The target's room is a conversation id; nothing to enter: being its participant is what counts.
      payload: (t) => ({ conversationId: t.room }),
      enter: async () => {},
      effects: (watcher, target) => {
        const seen: string[] = [];
        watcher.on(EVENTS.chatTyping, (p: { conversationId: string; from: string }) => {
          if (p.conversationId === target.room) seen.push(p.from);
        });
        return seen;
      },
    },
    [CALL_EVENTS.join]: {
      payload: (t) => ({ token: t.grant }),
      enter: enterCall,
      effects: inCall(CALL_EVENTS.peerJoined, (p) => p.userId!),
    },
    [CALL_EVENTS.leave]: {
      payload: (t) => ({ room: prefixRoom(t.room) }),
      enter: enterCall,
      effects: inCall(CALL_EVENTS.peerLeft, (p) => userOfSocket.get(p.peerId!) ?? '?'),
    },
    [CALL_EVENTS.signal]: {
      payload: (t) => ({ room: prefixRoom(t.room), to: t.peer, description: OFFER }),
      enter: enterCall,
      effects: inCall(CALL_EVENTS.signal, (p) => p.userId!),
    },
  };

  /**
   * Sends the event from each kind of sender at one target, refused ones first: on the watcher's
   * connection packets keep their order, so once the allowed senders' effects are in, a refused
   * sender's would have arrived before them.
   */
  async function probe(
    event: ClientEventName,
    target: Target,
    senders: { watcher: Socket; allowed: Actor[]; refused?: Actor[]; noEffect?: Actor[] },
  ) {
    const { payload, effects } = PROBES[event];
    const seen = effects(senders.watcher, target);
    const { refusal } = CLIENT_EVENTS[event];
    for (const { socket } of senders.refused ?? []) {
      expect(refusal, `${event} names no refusal, yet this sender must be refused`).not.toBeNull();
      expect(await ask(socket, event, payload(target))).toEqual({ ok: false, code: refusal });
    }
    for (const { socket } of senders.noEffect ?? []) {
      expect(await ask(socket, event, payload(target))).toMatchObject({ ok: true });
    }
    for (const { socket } of senders.allowed) {
      expect(await ask(socket, event, payload(target))).toMatchObject({ ok: true });
    }
    const allowedIds = senders.allowed.map((a) => a.user.id);
    await expect.poll(() => allowedIds.every((id) => seen.includes(id))).toBe(true);
    const strangers = [...(senders.refused ?? []), ...(senders.noEffect ?? [])].map((a) => a.user.id);
    expect(seen.filter((id) => strangers.includes(id) && !allowedIds.includes(id))).toEqual([]);
  }

  /** What each sender rule means, as senders in a place: who gets through, who is refused. */
  const SCENARIOS: Record<SenderRule, (event: ClientEventName) => Promise<void>> = {
    // Alice's personal room: Alice only. The call room: its two users.
    roomJoiner: async (event) => {
      const [watcher, a, b, c, boss] = await actors(alice, alice, bob, carol, admin);
      await PROBES[event].enter(watcher!, { room: alice.id });
      await probe(event, { room: alice.id }, { watcher: watcher!.socket, allowed: [a!], refused: [b!, c!, boss!] });
      await PROBES[event].enter(watcher!, { room: callRoom });
      await probe(event, { room: callRoom }, { watcher: watcher!.socket, allowed: [b!], refused: [c!, boss!] });
    },
    // Anyone signed in posts to Bob's personal room; only Alice and Bob to their call room.
    roomSender: async (event) => {
      const [watcher, a, c, boss] = await actors(bob, alice, carol, admin);
      await PROBES[event].enter(watcher!, { room: callRoom });
      await probe(event, { room: callRoom }, { watcher: watcher!.socket, allowed: [a!], refused: [c!, boss!] });
      await PROBES[event].enter(watcher!, { room: bob.id });
      await probe(event, { room: bob.id }, { watcher: watcher!.socket, allowed: [c!, boss!] });
    },
    // Alice's grant lets Alice in, and nobody else: not Bob (a user of the same call), not the administrator.
    grantHolder: async (event) => {
      const [watcher, a, b, c, boss] = await actors(bob, alice, bob, carol, admin);
      await PROBES[event].enter(watcher!, { room: callRoom });
      const grant = await callGrant(app, alice.apiToken, callRoom, 'Alice');
      await probe(
        event,
        { room: callRoom, grant },
        { watcher: watcher!.socket, allowed: [a!], refused: [b!, c!, boss!] },
      );
    },
    // Alice's socket in the call signals Bob's; a socket outside it may not, even Bob's other tab.
    callPeer: async (event) => {
      const [watcher, a, b, c, boss] = await actors(bob, alice, bob, carol, admin);
      await Promise.all([
        PROBES[event].enter(watcher!, { room: callRoom }),
        PROBES[event].enter(a!, { room: callRoom }),
      ]);
      const target = { room: callRoom, peer: watcher!.socket.id! };
      await probe(event, target, { watcher: watcher!.socket, allowed: [a!], refused: [b!, c!, boss!] });
    },
    // Alice's direct chat with Bob: Alice's typing reaches Bob; Carol and the administrator are refused.
    conversationMember: async (event) => {
      const [watcher, a, c, boss] = await actors(bob, alice, carol, admin);
      const started = await app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: alice.headers,
        payload: { userId: bob.id },
      });
      expect(started.statusCode).toBe(200);
      const room = (started.json() as { id: string }).id;
      await probe(event, { room }, { watcher: watcher!.socket, allowed: [a!], refused: [c!, boss!] });
    },
    // Anyone may send it, and it acts on their own socket only: strangers change nothing others see.
    self: async (event) => {
      const [watcher, a, c, boss] = await actors(bob, alice, carol, admin);
      await Promise.all([
        PROBES[event].enter(watcher!, { room: callRoom }),
        PROBES[event].enter(a!, { room: callRoom }),
      ]);
      await probe(event, { room: callRoom }, { watcher: watcher!.socket, allowed: [a!], noEffect: [c!, boss!] });
    },
  };

  beforeAll(async () => {
    app = await buildTestApp();
    url = await listen(app);
    [alice, bob, carol, admin] = await Promise.all([
      registerUser(app),
      registerUser(app),
      registerUser(app),
      registerAdmin(app),
    ]);
    callRoom = `${alice.id}_${bob.id}`;
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.disconnect();
    // Each event starts with nobody in any room or call: the server has seen the last sockets go.
    await expect.poll(async () => (await app.realtime.io.fetchSockets()).length).toBe(0);
  });
  afterAll(async () => app?.close());

  it('says what every sender rule means', () => {
    for (const name of CLIENT_EVENT_NAMES) expect(SENDER_RULES[CLIENT_EVENTS[name].sender]).toBeTruthy();
  });

  it('will not start with a handler the table does not list, nor without one it lists', () => {
    const all = Object.fromEntries(CLIENT_EVENT_NAMES.map((name) => [name, () => undefined]));
    expect(() => assertHandlers(all)).not.toThrow();
    expect(() => assertHandlers({ ...all, 'make-admin': () => undefined })).toThrow(/make-admin/);
    const { [EVENTS.chatMessage]: _left, ...withoutChat } = all;
    expect(() => assertHandlers(withoutChat)).toThrow(/chatMessage/);
  });

  for (const event of CLIENT_EVENT_NAMES) {
    const { sender } = CLIENT_EVENTS[event];
    describe(`${event} (${sender}: ${SENDER_RULES[sender]})`, () => {
      it('cannot be sent by anyone signed out: the handshake refuses them', async () => {
        const socket = client(url, undefined);
        open.push(socket);
        await expect(connected(socket)).rejects.toMatchObject({ message: 'signInRequired' });
        expect(socket.connected).toBe(false);
      });

      it('is accepted from the senders its rule names and refused, without effect, from the others', async () => {
        await SCENARIOS[sender](event);
      });
    });
  }
});
