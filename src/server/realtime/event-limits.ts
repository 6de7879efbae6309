import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';
import type { RedisClient } from '../redis/client';
import { sharedCounterStore, type CounterStore } from '../security/limiter';
import { CLIENT_EVENTS, isClientEvent } from './event-table';

/*
 * Rate limits on live-channel events (issue #30, Medium 4): one member flooding chatMessage or
 * join-room stalled every other user and /api/health. Two layers:
 * - per socket, a token bucket per kind of event, in this process and synchronous: it refuses a
 *   flood before its payload is even validated, and costs no Redis round trip;
 * - per user, a counter per minute over all their sockets and processes (Redis when configured,
 *   like the HTTP limits), consulted only for events the socket's bucket let through.
 * A socket that keeps going after being refused is disconnected.
 */

export type EventKind = 'message' | 'room' | 'signal';
const KINDS: readonly EventKind[] = ['message', 'room', 'signal'];
const KIND_INDEX: Record<EventKind, number> = { message: 0, room: 1, signal: 2 };

/** An event's kind is in its CLIENT_EVENTS entry; events the server does not handle count as 'room' (each cost a decode). */
export const kindOf = (event: string): EventKind => (isClientEvent(event) ? CLIENT_EVENTS[event].kind : 'room');

export interface EventLimitSettings {
  /** Per socket and kind: `burst` tokens, refilled at `perSecond`. */
  socket: Record<EventKind, { burst: number; perSecond: number }>;
  /** Per user and minute, over all sockets: messages, and every other event together. */
  userMessagesPerMinute: number;
  userEventsPerMinute: number;
  /** rateLimited and payloadTooLarge refusals within REFUSAL_WINDOW_MS before the socket is disconnected. */
  refusalsBeforeDisconnect: number;
  /** Rooms a socket may be in through join-room (besides its own and its user's). */
  maxRoomsPerSocket: number;
}

export function eventLimitSettings(env: Env): EventLimitSettings {
  return {
    socket: {
      message: { burst: env.LIVE_MESSAGE_BURST, perSecond: env.LIVE_MESSAGES_PER_SECOND },
      room: { burst: env.LIVE_ROOM_EVENT_BURST, perSecond: env.LIVE_ROOM_EVENTS_PER_SECOND },
      signal: { burst: env.LIVE_SIGNAL_BURST, perSecond: env.LIVE_SIGNALS_PER_SECOND },
    },
    userMessagesPerMinute: env.LIVE_USER_MESSAGES_PER_MINUTE,
    userEventsPerMinute: env.LIVE_USER_EVENTS_PER_MINUTE,
    refusalsBeforeDisconnect: env.LIVE_REFUSALS_BEFORE_DISCONNECT,
    maxRoomsPerSocket: env.LIVE_MAX_ROOMS_PER_SOCKET,
  };
}

const REFUSAL_WINDOW_MS = 10_000;
const USER_WINDOW_MS = 60_000;

/** One socket's state: a few numbers, made at its first event (10,000 sockets stay cheap). */
interface SocketState {
  /** Tokens left per kind, in KINDS order. */
  tokens: number[];
  refilledAt: number;
  refusals: number;
  refusalsSince: number;
}

export class EventLimits {
  /** Keyed by the socket object: gone with it, and nothing kept in socket.data (recovery persists that). */
  private readonly states = new WeakMap<object, SocketState>();

  constructor(
    readonly settings: EventLimitSettings,
    private readonly store: CounterStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token of the event's kind from the socket's bucket; false when there is none. */
  take(socket: object, kind: EventKind): boolean {
    const now = this.now();
    let state = this.states.get(socket);
    if (!state) {
      state = {
        tokens: KINDS.map((k) => this.settings.socket[k].burst),
        refilledAt: now,
        refusals: 0,
        refusalsSince: now,
      };
      this.states.set(socket, state);
    }
    const elapsedS = (now - state.refilledAt) / 1000;
    state.refilledAt = now;
    for (const k of KINDS) {
      const { burst, perSecond } = this.settings.socket[k];
      const i = KIND_INDEX[k];
      state.tokens[i] = Math.min(burst, state.tokens[i]! + elapsedS * perSecond);
    }
    const i = KIND_INDEX[kind];
    if (state.tokens[i]! >= 1) {
      state.tokens[i] = state.tokens[i]! - 1;
      return true;
    }
    return false;
  }

  /** Counts a refusal (rate or size) against the socket; true once it has had too many: drop it. */
  refused(socket: object): boolean {
    const now = this.now();
    const state = this.states.get(socket);
    if (!state) return false;
    if (now - state.refusalsSince > REFUSAL_WINDOW_MS) {
      state.refusals = 0;
      state.refusalsSince = now;
    }
    state.refusals += 1;
    return state.refusals >= this.settings.refusalsBeforeDisconnect;
  }

  /** The user's share over all their sockets and processes; false when it is used up. */
  async takeShared(userId: string, kind: EventKind): Promise<boolean> {
    const message = kind === 'message';
    const key = `live:${message ? 'msg' : 'evt'}:${userId}`;
    const { count } = await this.store.hit(key, USER_WINDOW_MS);
    return count <= (message ? this.settings.userMessagesPerMinute : this.settings.userEventsPerMinute);
  }
}

/** The limits with their per-user counters in Redis (bounded by REDIS_TIMEOUT_MS, memory behind it) or in memory. */
export function createEventLimits(env: Env, redis: RedisClient | null, log: FastifyBaseLogger): EventLimits {
  return new EventLimits(eventLimitSettings(env), sharedCounterStore(env, redis, log, 'live-channel limits'));
}
