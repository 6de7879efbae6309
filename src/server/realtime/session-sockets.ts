import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server } from 'socket.io';
import type { Db } from '../db/client';
import { liveSignIns } from '../auth/sessions';
import { userRoom } from './room-names';
import { sharedLookups } from './token-check';

/**
 * Sockets end with their session (issue #30): a socket carries its sign-in's id and sits in an
 * internal room per sign-in, so one ended session closes its own sockets and leaves the user's
 * other sessions connected. The room name has no `room_` prefix, so join-room can never name it.
 */
export const signInRoom = (signInId: string) => `signin:${signInId}`;

/** Which sessions just ended: all of a user's, all but one, or the listed ones. */
export interface EndedSessions {
  userId: string;
  /** Only these sign-ins of the user ended (sign-out, one session revoked, expiry). */
  signInIds?: readonly string[];
  /** Every sign-in of the user but this one ended (password change). */
  exceptSignInId?: string;
}

/**
 * Disconnects the sockets of ended sessions on every process: `io.in(...).disconnectSockets`
 * goes through the adapter (the Redis streams adapter when there are several processes), and
 * each process closes its own. Closed with the connection (true), so nothing more is written to it.
 */
export function endSessionSockets(io: Server, { userId, signInIds, exceptSignInId }: EndedSessions): void {
  if (signInIds) {
    if (signInIds.length > 0) io.in(signInIds.map(signInRoom)).disconnectSockets(true);
    return;
  }
  const all = io.in(userRoom(userId));
  (exceptSignInId ? all.except(signInRoom(exceptSignInId)) : all).disconnectSockets(true);
}

/** The sign-in a socket belongs to, as the handshake stored it (SocketData.signInId). */
const signInOf = (data: unknown) => (data as { signInId?: unknown } | undefined)?.signInId;

/**
 * Connection state recovery restores a dropped socket's rooms and writes the packets it missed
 * to the client inside socket.io's restore, before any middleware runs. So the session is
 * checked here, in the adapter's restoreSession, before anything is restored: a session that
 * ended meanwhile is not restored, the client gets a fresh socket, and the handshake's token check
 * refuses it with signInRequired. The adapter's own restore (memory or Redis) is wrapped, once.
 */
export function guardRecovery(adapter: Namespace['adapter'], db: Db): void {
  const isLive = sharedLookups(async (signInId: string) => (await liveSignIns(db, [signInId])).has(signInId));
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    const signInId = signInOf(session?.data);
    if (typeof signInId === 'string' && (await isLive(signInId))) return session;
    // socket.io takes a rejection as "no session to restore" (the Redis adapter rejects alike).
    throw new Error('the session of this connection has ended');
  };
}

/**
 * How often this process re-checks the sessions of its open sockets. Sign-out, revocation,
 * password change or reset, suspension and deletion disconnect at once (endSessionSockets);
 * this catches the rest: a session that expired (the hourly cleanup also notifies, but expiry
 * comes first), or a user suspended by a direct database change. Bound: such a socket is
 * closed within this interval plus one query.
 */
export const SESSION_RECHECK_MS = 60 * 1000;

/**
 * One batched read of the distinct sign-ins of this process's sockets (liveSignIns), and those
 * whose session is no longer live are disconnected. Returns how many sockets it closed.
 */
export async function recheckSessionSockets(io: Server, db: Db): Promise<number> {
  const sockets = [...io.of('/').sockets.values()];
  const ids = [...new Set(sockets.map((s) => signInOf(s.data)).filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return 0;
  const live = await liveSignIns(db, ids);
  let closed = 0;
  for (const socket of sockets) {
    const id = signInOf(socket.data);
    if (typeof id === 'string' && live.has(id)) continue;
    socket.disconnect(true);
    closed++;
  }
  return closed;
}

/** Runs recheckSessionSockets every SESSION_RECHECK_MS; the timer does not keep the process alive. */
export function scheduleSessionRecheck(io: Server, db: Db, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= recheckSessionSockets(io, db)
      .then((closed) => closed > 0 && log.info({ closed }, 'closed sockets of ended sessions'))
      .catch((err: unknown) => log.error({ err }, 'could not re-check the sessions of open sockets'))
      .finally(() => (running = null));
  }, SESSION_RECHECK_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
