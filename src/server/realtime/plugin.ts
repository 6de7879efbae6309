import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { resolveSite, SITES, type SiteConfig } from '../../common/sites';
import { resolveApiToken } from '../auth/sessions';
import { boundedRecoveryAdapter } from './bounded-recovery';
import { callSignalling } from './call-signalling';
import { createEventLimits, kindOf } from './event-limits';
import { assertHandlers, isClientEvent, type ClientEventHandlers } from './event-table';
import { ALL_NOTICES, EVENTS, type RoomNotice } from './events';
import { inviteStore } from './invites';
import {
  broadcastSchema,
  chatMessageSchema,
  chatTypingSchema,
  joinRoomSchema,
  MAX_PACKET_BYTES,
  parseInput,
  parseJsonOrObject,
} from './payloads';
import { channelNameOf, prefixRoom, userRoom } from './room-names';
import { createRoomGrants, type RoomGrants } from './room-grant';
import { mayJoin, maySend, type IsBoardMember } from './room-rules';
import {
  endSessionSockets,
  guardRecovery,
  recheckSessionSockets,
  scheduleSessionRecheck,
  signInRoom,
  type EndedSessions,
} from './session-sockets';
import { sharedLookups } from './token-check';

/** How long a dropped client's rooms and missed packets are kept for it (connection state recovery). */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

export interface SocketData {
  userId: string;
  /** The sign-in (session) whose apiToken opened it: the socket ends with it (session-sockets.ts). */
  signInId: string;
  /** The site the socket was opened on (its Host, as for HTTP requests; no ?site= override). */
  site: SiteConfig;
  /** The calls this socket is in, room -> the name its grant gave (call-signalling.ts). */
  calls?: Record<string, string>;
}

/** A broadcast envelope the server just relayed, with its true sender (what modules may watch). */
/** The other participant of a conversation the user is in on the site, with the user's name; null if none. */
export type TypingPeer = (
  conversationId: string,
  userId: string,
  siteId: string,
) => Promise<{ to: string; name: string } | null>;

export interface RelayedBroadcast {
  /** The stamped sender: the socket's signed-in user, whatever the envelope's data claims. */
  from: string;
  site: SiteConfig;
  /** The room it went to, without the room_ prefix (a user id for a personal room). */
  channel: string;
  /** The envelope's data as sent: untrusted text, usually JSON. */
  data: string;
}

/** What other modules use to reach users live (decorated as `app.realtime`). */
export interface Realtime {
  io: Server;
  /** Every socket of the user, on any process. */
  sendToUser(userId: string, event: string, payload: unknown): void;
  /** A room by the name clients join (prefixed like join-room does). */
  sendToRoom(room: string, event: string, payload: unknown): void;
  /** Whether the user has at least one socket open, on any process. */
  isOnline(userId: string): Promise<boolean>;
  /** Lets a user into a room the fixed rules keep closed to them (room-rules.ts). */
  inviteToRoom(room: string, userId: string): Promise<void>;
  /** Whether the user may enter the room (by the name clients use), by the rules of room-rules.ts. */
  mayJoin(userId: string, room: string): Promise<boolean>;
  /** Who may join a Kanban board's room: set once by the kanban module (until then, nobody). */
  setBoardMembership(check: IsBoardMember): void;
  /** Which of these users have at least one socket open, on any process: one question for all. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /** Who a chat-typing event goes to: set once by the chat module (until then, nobody). */
  setTypingPeer(peer: TypingPeer): void;
  /** Takes every socket of the user out of a room (e.g. a member removed from a board), on any process. */
  removeFromRoom(room: string, userId: string): void;
  /** Signed short-lived grants for call rooms: the peer-to-peer video token (room-grant.ts). */
  grants: RoomGrants;
  /**
   * Lets a module watch the broadcasts relayed (e.g. the calls module records call invitations),
   * so realtime never imports a module (ADR 0010). A listener runs after delivery; what it throws
   * or rejects is logged, never returned to the sender.
   */
  onBroadcast(listener: (message: RelayedBroadcast) => void | Promise<void>): void;
  /**
   * Disconnects the sockets of sessions that just ended, on every process, within a second
   * (session-sockets.ts). Call it after the session rows are gone, so a reconnect is refused.
   */
  endSessions(ended: EndedSessions): void;
  /** The periodic re-check of this process's sockets' sessions, now; how many sockets it closed. */
  recheckSessions(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

type Ack = (answer: { ok: true; room?: string; wrapperId?: string } | { ok: false; code: string }) => void;
const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
};

/**
 * Live channels (issue #14, DESIGN.md section 5): socket.io on the app's own HTTP server, the
 * apiToken in the handshake query, rooms by room-rules.ts, and over Redis when REDIS_URL is set.
 */
export const realtimePlugin = fp(
  async (app) => {
    const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(app.server, {
      path: '/socket.io',
      transports: ['websocket'],
      maxHttpBufferSize: MAX_PACKET_BYTES,
      serveClient: false,
      // Middlewares run on recovery too: a recovered socket's token is checked like a new one's.
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      // What recovery keeps is bounded in bytes too, not only in time (bounded-recovery.ts);
      // replaced by the streams adapter below when Redis is configured.
      adapter: boundedRecoveryAdapter(app.env.LIVE_RECOVERY_MAX_BYTES, RECOVERY_WINDOW_MS) as never,
    });
    const limits = createEventLimits(app.env, app.redis, app.log);
    const invites = inviteStore(app.redis, app.env.REDIS_KEY_PREFIX);
    const grants = createRoomGrants(app.redis, app.env.REDIS_KEY_PREFIX, app.log);
    let isBoardMember: IsBoardMember = async () => false;
    let typingPeer: TypingPeer = async () => null;
    const boardMember: IsBoardMember = (boardId, userId) => isBoardMember(boardId, userId);

    // With Redis, the streams adapter (ADR 0015): packets go through a Redis stream, so a client
    // that drops gets what it missed and its rooms back on whichever process it reconnects to.
    // It reads the stream with blocking XREADs on duplicates it makes of this client, so it gets a
    // client of its own (ADR 0006) that queues commands while Redis is away: with app.redis's
    // fail-fast setting the adapter's read loop would spin on instant errors during an outage.
    const adapterClients: { destroy: () => void }[] = [];
    if (app.redis) {
      const client = app.redis.duplicate({ disableOfflineQueue: false });
      client.on('error', (err: Error) => app.log.warn({ err }, 'realtime redis trouble'));
      await client.connect();
      adapterClients.push(client);
      io.adapter(
        createAdapter(client, {
          streamName: `${app.env.REDIS_KEY_PREFIX}socket.io`,
          channelPrefix: `${app.env.REDIS_KEY_PREFIX}socket.io`,
          sessionKeyPrefix: `${app.env.REDIS_KEY_PREFIX}sio:session:`,
          // Everything we emit is JSON: skip the adapter's walk through each packet for binaries.
          onlyPlaintext: true,
          // Under node-redis's 5 s command timeout, so a quiet stream's read ends, not times out.
          blockTimeInMs: 2000,
          // The stream is what recovery replays (and a restoring socket reads all of it after its
          // offset): bounded in entries, each event's payload being capped (payloads.ts).
          maxLen: app.env.LIVE_RECOVERY_MAX_PACKETS,
        }),
      );
    }
    // After io.adapter(): the main namespace's adapter is the one recovery restores from.
    guardRecovery(io.of('/').adapter, app.db);

    // Only the user's and the sign-in's ids are read from the lookup; the rest is not kept with the socket.
    const signInOfToken = sharedLookups(async (token: string) => {
      const resolved = await resolveApiToken(app.db, token);
      return resolved ? { userId: resolved.user.id, signInId: resolved.signInId } : null;
    });
    io.use((socket, next) => {
      const token = socket.handshake.query.token;
      const fail = () => next(Object.assign(new Error('signInRequired'), { data: { code: 'signInRequired' } }));
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{10,200}$/.test(token)) return fail();
      signInOfToken(token).then(
        (signIn) => {
          if (!signIn) return fail();
          // A recovered socket comes back with its session's data: it must be the same sign-in's.
          if (socket.recovered && socket.data.signInId !== signIn.signInId) return fail();
          socket.data.userId = signIn.userId;
          socket.data.signInId = signIn.signInId;
          socket.data.site = resolveSite(SITES, socket.handshake.headers.host, { defaultSite: app.env.DEFAULT_SITE });
          next();
        },
        (err: unknown) => {
          app.log.error({ err }, 'realtime token check failed');
          next(Object.assign(new Error('serverError'), { data: { code: 'serverError' } }));
        },
      );
    });

    const broadcastListeners: ((message: RelayedBroadcast) => void | Promise<void>)[] = [];
    const relayed = (message: RelayedBroadcast) => {
      for (const listener of broadcastListeners) {
        Promise.resolve()
          .then(() => listener(message))
          .catch((err: unknown) => app.log.error({ err }, 'a broadcast listener failed'));
      }
    };

    const notice = (room: string, kind: RoomNotice, payload: unknown) => {
      io.to(room).emit(`${kind}${room}`, payload);
      io.to(room).emit(`${ALL_NOTICES}${room}`, { kind, payload });
    };

    const userOf = (socket: Socket) => (socket.data as SocketData).userId;
    const refuse = (socket: Socket, event: string, code: string, ack: Ack | undefined) => {
      if (ack) ack({ ok: false, code });
      else socket.emit(EVENTS.error, { event, code });
      // Refusals for rate or size are what a flood looks like (our clients stay under the caps):
      // after enough of them the socket is dropped, so a flood costs a bounded number of answers.
      if ((code === 'rateLimited' || code === 'payloadTooLarge') && limits.refused(socket) && socket.connected) {
        app.log.warn(
          { userId: userOf(socket), event },
          'live channel: a client kept going past its limits, disconnected',
        );
        socket.disconnect(true);
      }
    };

    // The handlers are made once and shared by every socket (the socket comes as an argument):
    // a socket carries one catch-all listener and one disconnecting listener, both shared, instead
    // of a closure and a listener entry per event (memory per socket; see the bench in README).
    const calls = callSignalling(io as unknown as Server, grants);
    // One handler per CLIENT_EVENTS entry, and no other (event-table.ts): the type requires every
    // entry, and assertHandlers refuses to start with one the table does not list.
    const handlers: ClientEventHandlers = {
      [EVENTS.joinRoom]: async (socket, args) => {
        const ack = ackOf(args);
        const name = parseInput(joinRoomSchema, args[0]);
        if (!name.ok) return refuse(socket, EVENTS.joinRoom, name.code, ack);
        const room = prefixRoom(name.data);
        const userId = userOf(socket);
        if (!(await mayJoin(userId, room, invites.isInvited, boardMember)))
          return refuse(socket, EVENTS.joinRoom, 'forbidden', ack);
        // Rooms are kept per socket (and in its recovery session): a cap, besides its internal three
        // (its id, its user's and its sign-in's).
        if (!socket.rooms.has(room) && socket.rooms.size >= limits.settings.maxRoomsPerSocket + 3) {
          return refuse(socket, EVENTS.joinRoom, 'tooManyRooms', ack);
        }
        await socket.join(room);
        notice(room, 'REMITER_', { userId });
        ack?.({ ok: true, room });
      },

      [EVENTS.leaveRoom]: async (socket, args) => {
        const ack = ackOf(args);
        const name = parseInput(joinRoomSchema, args[0]);
        if (!name.ok) return refuse(socket, EVENTS.leaveRoom, name.code, ack);
        const room = prefixRoom(name.data);
        // Not in it: the sender is outside the room as asked, and the room hears nothing (a
        // stranger cannot make a member appear to leave).
        if (socket.rooms.has(room)) {
          await socket.leave(room);
          notice(room, 'EEMITER_', { userId: userOf(socket) });
        }
        ack?.({ ok: true, room });
      },

      [EVENTS.broadcast]: async (socket, args) => {
        const ack = ackOf(args);
        const parsed = parseJsonOrObject(broadcastSchema, args[0]);
        if (!parsed.ok) return refuse(socket, EVENTS.broadcast, parsed.code, ack);
        const input = parsed.data;
        const room = prefixRoom(input.SocketIOUniqueChannelName);
        const userId = userOf(socket);
        if (!(await maySend(userId, room, invites.isInvited, boardMember)))
          return refuse(socket, EVENTS.broadcast, 'forbidden', ack);
        const envelope = {
          SocketIOUniqueChannelName: channelNameOf(room),
          data: input.data,
          wrapperId: input.wrapperId ?? randomUUID(),
          from: userId,
        };
        // room-message carries the envelope as a JSON string (SPEC.md section 3); the log copy as an object.
        io.to(room).emit(EVENTS.roomMessage, JSON.stringify(envelope));
        io.to(room).emit(EVENTS.roomMessageLog, envelope);
        notice(room, 'BEMITER_', { from: userId, wrapperId: envelope.wrapperId });
        ack?.({ ok: true, room, wrapperId: envelope.wrapperId });
        relayed({
          from: userId,
          site: (socket.data as SocketData).site,
          channel: envelope.SocketIOUniqueChannelName,
          data: input.data,
        });
      },

      [EVENTS.chatMessage]: async (socket, args) => {
        const ack = ackOf(args);
        const parsed = parseJsonOrObject(chatMessageSchema, args[0]);
        if (!parsed.ok) return refuse(socket, EVENTS.chatMessage, parsed.code, ack);
        const input = parsed.data;
        const room = prefixRoom(input.room);
        const userId = userOf(socket);
        if (!(await maySend(userId, room, invites.isInvited, boardMember)))
          return refuse(socket, EVENTS.chatMessage, 'forbidden', ack);
        const message = { room, data: input.data, wrapperId: input.wrapperId ?? randomUUID(), from: userId };
        io.to(room).emit(EVENTS.chatMessage, message);
        notice(room, 'EMITER_', { from: userId, wrapperId: message.wrapperId });
        ack?.({ ok: true, room, wrapperId: message.wrapperId });
      },

      [EVENTS.chatTyping]: async (socket, args) => {
        const ack = ackOf(args);
        const parsed = parseInput(chatTypingSchema, args[0]);
        if (!parsed.ok) return refuse(socket, EVENTS.chatTyping, parsed.code, ack);
        const userId = userOf(socket);
        const { conversationId } = parsed.data;
        const peer = await typingPeer(conversationId, userId, (socket.data as SocketData).site.id);
        if (!peer) return refuse(socket, EVENTS.chatTyping, 'forbidden', ack);
        io.to(userRoom(peer.to)).emit(
          EVENTS.chatTyping as never,
          { conversationId, from: userId, name: peer.name } as never,
        );
        ack?.({ ok: true });
      },

      ...calls.handlers,
    };
    assertHandlers(handlers);

    const upgradeResponses = new WeakMap<object, object>();

    // socket.io calls catch-all listeners with the socket as `this` and the event name first.
    function onEvent(this: Socket, event: unknown, ...args: unknown[]) {
      const name = typeof event === 'string' ? event : '';
      const handler = isClientEvent(name) ? handlers[name] : undefined;
      // The socket's own bucket first, synchronously and before the payload is looked at; events
      // without a handler count too, as each one cost a decode.
      const kind = kindOf(name);
      if (!limits.take(this, kind)) return refuse(this, name, 'rateLimited', handler && ackOf(args));
      if (!handler) return;
      Promise.resolve()
        .then(async () => {
          if (!(await limits.takeShared(userOf(this), kind))) return refuse(this, name, 'rateLimited', ackOf(args));
          await handler(this, args);
        })
        .catch((err: unknown) => app.log.error({ err, event }, 'a live channel event failed'));
    }
    function onDisconnecting(this: Socket) {
      const userId = userOf(this);
      // Internal rooms (its own id, its user's, its sign-in's) get no notice.
      const internal = [this.id, userRoom(userId), signInRoom((this.data as SocketData).signInId)];
      for (const room of this.rooms) if (!internal.includes(room)) notice(room, 'EEMITER_', { userId });
      calls.onDisconnecting(this);
    }

    // engine.io's stand-in response for an upgrade keeps the request until the connection closes
    // (a close listener on the TCP socket holds it): note it, to let go of both below.
    io.engine.use((req: object, res: object, next: () => void) => {
      upgradeResponses.set(req, res);
      next();
    });

    io.on('connection', (socket) => {
      // The handshake (headers, query) was copied from the upgrade request when the socket was
      // made and the token check is done: the request object itself is not needed any more.
      const request = socket.conn.request as object | null;
      const response = request && upgradeResponses.get(request);
      if (response && 'req' in response) response.req = null;
      (socket.conn as unknown as { request: unknown }).request = null;
      // A recovered socket is back in its rooms already; a new one joins its user's and its
      // sign-in's rooms (the latter so its session's end closes it, session-sockets.ts).
      if (!socket.recovered) void socket.join([userRoom(socket.data.userId), signInRoom(socket.data.signInId)]);
      socket.onAny(onEvent);
      socket.on('disconnecting', onDisconnecting);
    });

    const realtime: Realtime = {
      io: io as unknown as Server,
      sendToUser: (id, event, payload) => void io.to(userRoom(id)).emit(event as never, payload as never),
      sendToRoom: (room, event, payload) => void io.to(prefixRoom(room)).emit(event as never, payload as never),
      isOnline: async (id) => (await io.in(userRoom(id)).fetchSockets()).length > 0,
      inviteToRoom: (room, id) => invites.invite(prefixRoom(room), id),
      mayJoin: (id, room) => mayJoin(id, prefixRoom(room), invites.isInvited, boardMember),
      setBoardMembership: (check) => void (isBoardMember = check),
      onlineAmong: async (ids) => {
        if (ids.length === 0) return new Set();
        const sockets = await io.in(ids.map(userRoom)).fetchSockets();
        return new Set(sockets.map((s) => s.data.userId));
      },
      setTypingPeer: (peer) => void (typingPeer = peer),
      removeFromRoom: (room, id) => void io.in(userRoom(id)).socketsLeave(prefixRoom(room)),
      grants,
      onBroadcast: (listener) => void broadcastListeners.push(listener),
      endSessions: (ended) => endSessionSockets(io as unknown as Server, ended),
      recheckSessions: () => recheckSessionSockets(io as unknown as Server, app.db),
    };
    app.decorate('realtime', realtime);

    // Open websockets would keep the HTTP server from closing: end them before it does.
    const recheck = scheduleSessionRecheck(io as unknown as Server, app.db, app.log);
    app.addHook('preClose', async () => {
      await recheck.stop();
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close?.();
      // Destroyed, not quit: a polite QUIT would wait in the offline queue if Redis is away.
      for (const c of adapterClients) c.destroy();
    });
  },
  { name: 'realtime', dependencies: ['redis', 'db'] },
);
