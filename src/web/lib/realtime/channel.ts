import { LIVE_MISSED_CALL_EVENT, liveMissedCallSchema } from '@common/schemas/calls';
import { EMAIL_NEW_MAIL_EVENT } from '@common/schemas/email';
import { LIVE_MESSAGE_EVENT, liveMessageSchema } from '@common/schemas/messages';
import { io, type Socket } from 'socket.io-client';
import * as z from 'zod/mini';
import { publish, type ChannelKind } from './bus';
import {
  CONNECT_TIMEOUT_MS,
  RANDOMIZATION_FACTOR,
  RECONNECT_ATTEMPTS,
  RECONNECT_DELAY_MAX_MS,
  RECONNECT_DELAY_MS,
  SOCKET_PATH,
} from './constants';
import { parseRoomMessage } from './payloads';
import { retryDelayMs, type ChannelState } from './reconnect-policy';

const NOTICE = /^(EMITER_|BEMITER_|REMITER_|ALLEMITER_|EEMITER_)/;

export interface ChannelOptions {
  kind: ChannelKind;
  /** The room joined on every connect: the user id (personal) or the call room (conference). */
  room: string;
  apiToken: string;
  /** Same origin unless told (tests). */
  url?: string;
}

/**
 * One live channel (SPEC.md sections 4 and 7): a socket.io connection that joins its room on every
 * connect and re-publishes what it receives on the app bus. socket.io-client reconnects it after
 * a lost connection; the channel itself only where the library leaves it to the app
 * (reconnect-policy.ts, ADR 0015).
 */
export class Channel {
  readonly socket: Socket;
  readonly kind: ChannelKind;
  readonly room: string;
  private state: ChannelState = 'connecting';
  private readonly listeners = new Set<() => void>();
  /** Tries since the last connect, the library's and the channel's own: SPEC's 30 holds for both together. */
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private sessionEnded = false;

  constructor({ kind, room, apiToken, url }: ChannelOptions) {
    this.kind = kind;
    this.room = room;
    const options = {
      path: SOCKET_PATH,
      transports: ['websocket'],
      query: { token: apiToken },
      reconnectionDelay: RECONNECT_DELAY_MS,
      reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
      randomizationFactor: RANDOMIZATION_FACTOR,
      timeout: CONNECT_TIMEOUT_MS,
      // SPEC.md section 4: after a drop, up to 30 tries; the library never tries while connected
      // or while a try is under way.
      reconnection: true,
      reconnectionAttempts: RECONNECT_ATTEMPTS,
    };
    this.socket = url ? io(url, options) : io(options);
    this.socket.io.on('reconnect_attempt', () => {
      this.attempts += 1;
      this.setState('connecting');
    });
    this.socket.io.on('reconnect_failed', () =>
      console.warn(`live channel ${room}: giving up after ${RECONNECT_ATTEMPTS} attempts`),
    );
    this.socket.on('connect', () => {
      this.attempts = 0;
      this.socket.io.reconnectionAttempts(RECONNECT_ATTEMPTS);
      this.setState('connected');
      this.socket.emit('join-room', room, (answer: { ok: boolean; code?: string }) => {
        if (!answer?.ok) console.warn(`live channel: joining ${room} refused (${answer?.code ?? 'no answer'})`);
      });
    });
    this.socket.on('disconnect', (reason) => {
      console.info(`live channel ${room}: disconnected (${reason})`);
      this.setState('not connected');
      // Ended by the server, the socket is no longer active and the library leaves it be.
      if (!this.socket.active) this.retry();
    });
    this.socket.on('connect_error', (error) => {
      console.warn(`live channel ${room}: cannot connect (${error.message})`);
      // The server refuses a token whose session ended (signed out, password changed, suspended)
      // and closes its sockets: trying again with the same token cannot succeed. A new sign-in
      // makes new channels (channels.ts).
      if ((error as { data?: { code?: unknown } }).data?.code === 'signInRequired') this.sessionEnded = true;
      this.setState('not connected');
      // Refused by a middleware, likewise; a connection that failed to open, the library retries.
      if (!this.socket.active) this.retry();
    });
    this.socket.on('room-message', (raw: unknown) => {
      const parsed = parseRoomMessage(raw);
      if (parsed) publish('ws-parsed', { ...parsed, channel: kind });
      else console.warn('live channel: a room-message that is not an envelope was dropped');
    });
    this.socket.on('room-message-log', (message: unknown) => publish('socket-message', { channel: kind, message }));
    this.socket.on(LIVE_MESSAGE_EVENT, (payload: unknown) => {
      const parsed = z.safeParse(liveMessageSchema, payload);
      if (parsed.success) publish('conversation-message', parsed.data);
      else console.warn('live channel: a conversation message that does not fit its schema was dropped');
    });
    this.socket.on(LIVE_MISSED_CALL_EVENT, (payload: unknown) => {
      const parsed = z.safeParse(liveMissedCallSchema, payload);
      if (parsed.success) publish('missed-call', parsed.data);
      else console.warn('live channel: a missed-call event that does not fit its schema was dropped');
    });
    // It carries nothing to check: the e-mail app reloads what it shows.
    this.socket.on(EMAIL_NEW_MAIL_EVENT, () => publish('email-new', {}));
    this.socket.onAny((event: string, payload: unknown) => {
      if (NOTICE.test(event)) console.info(`live channel ${event}`, payload);
    });
  }

  getState = (): ChannelState => this.state;

  /** The server refused the channel's token: it stays disconnected and tries no more. */
  get ended(): boolean {
    return this.sessionEnded;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** SPEC.md section 5: while not connected nothing is sent, a warning is logged, the user is not told. */
  send(event: string, payload: unknown): boolean {
    if (this.state !== 'connected') {
      console.warn(`live channel ${this.room}: not connected, "${event}" not sent`);
      return false;
    }
    this.socket.emit(event, payload);
    return true;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.socket.disconnect();
    this.listeners.clear();
  }

  /**
   * The channel's own try, for the two cases the library leaves to the app: the server ended the
   * socket, or refused its handshake for a reason other than an ended session.
   */
  private retry() {
    if (this.closed || this.sessionEnded || this.retryTimer !== undefined) return;
    if (this.attempts >= RECONNECT_ATTEMPTS)
      return console.warn(`live channel ${this.room}: giving up after ${this.attempts} attempts`);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.closed || this.socket.connected) return;
      // Should this try find the server unreachable, the library takes over: with what is left of the 30.
      this.socket.io.reconnectionAttempts(RECONNECT_ATTEMPTS - this.attempts);
      this.setState('connecting');
      this.socket.connect();
    }, retryDelayMs(this.attempts));
  }

  private setState(state: ChannelState) {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
