import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import type { ClientEventHandlers } from './event-table';
import type { SocketData } from './plugin';
import type { RoomGrants } from './room-grant';

/*
 * Signalling for the peer-to-peer video provider (issue #16, DESIGN.md section 5): the browsers of
 * one call exchange WebRTC offers, answers and ICE candidates through this server, which relays
 * them between sockets of the same call only. A socket enters a call with the room grant the
 * token service signed (POST /api/video/token), so the room rules decide who takes part; the
 * grant names the user, and a grant of someone else is refused. Media never passes here.
 */

export const CALL_EVENTS = {
  /** Client -> server: { token }; ack { ok, room, self, peers } or { ok: false, code }. */
  join: 'call-join',
  /** Client -> server: { room }; others get peerLeft. */
  leave: 'call-leave',
  /** Both ways: a description or an ICE candidate for one peer (server adds `from`). */
  signal: 'call-signal',
  /** Server -> client: someone entered the call (they will send the offers). */
  peerJoined: 'call-peer-joined',
  /** Server -> client: someone left, closed the page or lost the connection for good. */
  peerLeft: 'call-peer-left',
} as const;

/** The call events a client sends (their CLIENT_EVENTS entries say who may). */
type CallEventName = typeof CALL_EVENTS.join | typeof CALL_EVENTS.leave | typeof CALL_EVENTS.signal;

/** Internal socket.io room of a call: join-room always prefixes `room_`, so it can never name this. */
const callRoom = (room: string) => `call:${room}`;

export interface CallPeer {
  /** The socket's id: a user may be in a call from two tabs, each its own peer. */
  peerId: string;
  userId: string;
  name: string;
}

export const callJoinSchema = z.strictObject({ token: z.string().min(1).max(2000) });
export const callLeaveSchema = z.strictObject({ room: z.string().min(1).max(205) });
/** SDP of a few tracks is a few KB; 64 KB leaves room for many candidates and codecs, not for abuse. */
const descriptionSchema = z.strictObject({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(65_536),
});
const candidateSchema = z.strictObject({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1_000).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export const callSignalSchema = z
  .strictObject({
    room: z.string().min(1).max(205),
    to: z.string().min(1).max(64),
    description: descriptionSchema.optional(),
    candidate: candidateSchema.nullable().optional(),
  })
  .refine(
    (s) => (s.description === undefined) !== (s.candidate === undefined),
    'a description or a candidate, one of them',
  );

type Ack = (
  answer: { ok: true; room: string; self: string; peers: CallPeer[] } | { ok: true } | { ok: false; code: string },
) => void;
const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
};

async function peersOf(io: Server, room: string): Promise<CallPeer[]> {
  const sockets = await io.in(callRoom(room)).fetchSockets();
  return sockets.map((s) => {
    const data = s.data as SocketData;
    return { peerId: s.id, userId: data.userId, name: data.calls?.[room] ?? '' };
  });
}

/** A handler of one client event: the socket it came from and the event's arguments (ack last). */
export type SocketHandler = (socket: Socket, args: unknown[]) => Promise<void> | void;

/**
 * The call events, made once per server: handlers shared by every socket (the socket comes as an
 * argument), so a connected socket carries no listeners or closures of its own (plugin.ts).
 */
export function callSignalling(
  io: Server,
  grants: RoomGrants,
): { handlers: Pick<ClientEventHandlers, CallEventName>; onDisconnecting: (socket: Socket) => void } {
  const refuse = (ack: Ack | undefined, code: string) => ack?.({ ok: false, code });

  const leave = async (socket: Socket, room: string) => {
    if (!socket.rooms.has(callRoom(room))) return;
    await socket.leave(callRoom(room));
    const data = socket.data as SocketData;
    if (data.calls) delete data.calls[room];
    io.to(callRoom(room)).emit(CALL_EVENTS.peerLeft, { room, peerId: socket.id });
  };

  const handlers: Pick<ClientEventHandlers, CallEventName> = {
    [CALL_EVENTS.join]: async (socket, args) => {
      const data = socket.data as SocketData;
      const ack = ackOf(args);
      const input = callJoinSchema.safeParse(args[0]);
      if (!input.success) return refuse(ack, 'invalidInput');
      const grant = await grants.verify(input.data.token);
      // A forged, expired or someone else's grant: the same answer, nothing said about which.
      if (!grant || grant.userId !== data.userId) return refuse(ack, 'forbidden');
      const peers = (await peersOf(io, grant.room)).filter((p) => p.peerId !== socket.id);
      data.calls = { ...data.calls, [grant.room]: grant.name };
      await socket.join(callRoom(grant.room));
      socket
        .to(callRoom(grant.room))
        .emit(CALL_EVENTS.peerJoined, { room: grant.room, peerId: socket.id, userId: data.userId, name: grant.name });
      ack?.({ ok: true, room: grant.room, self: socket.id, peers });
    },

    [CALL_EVENTS.leave]: async (socket, args) => {
      const ack = ackOf(args);
      const input = callLeaveSchema.safeParse(args[0]);
      if (!input.success) return refuse(ack, 'invalidInput');
      await leave(socket, input.data.room);
      ack?.({ ok: true });
    },

    [CALL_EVENTS.signal]: async (socket, args) => {
      const ack = ackOf(args);
      const input = callSignalSchema.safeParse(args[0]);
      if (!input.success) return refuse(ack, 'invalidInput');
      const { room, to, description, candidate } = input.data;
      // Only between two sockets of the same call: the sender's membership is local, the
      // target's may be on another process.
      if (!socket.rooms.has(callRoom(room))) return refuse(ack, 'forbidden');
      const peers = await peersOf(io, room);
      if (!peers.some((p) => p.peerId === to)) return refuse(ack, 'peerGone');
      io.to(to).emit(CALL_EVENTS.signal, {
        room,
        from: socket.id,
        userId: (socket.data as SocketData).userId,
        description,
        candidate,
      });
      ack?.({ ok: true });
    },
  };

  const onDisconnecting = (socket: Socket) => {
    for (const room of Object.keys((socket.data as SocketData).calls ?? {})) {
      io.to(callRoom(room)).except(socket.id).emit(CALL_EVENTS.peerLeft, { room, peerId: socket.id });
    }
  };

  return { handlers, onDisconnecting };
}
