import type { LiveMissedCall } from '@common/schemas/calls';
import type { LiveMessage } from '@common/schemas/messages';
import type { ParsedRoomMessage } from './payloads';

/** Which channel a room-message-log came in on (SPEC.md section 7). */
export type ChannelKind = 'persfRoom' | 'confRoom';

export interface RealtimeEventMap {
  /** Every room-message, parsed. */
  'ws-parsed': ParsedRoomMessage & { channel: ChannelKind };
  /** Every room-message-log, with the channel it came in on. */
  'socket-message': { channel: ChannelKind; message: unknown };
  /** A message in one of the user's conversations (personal channel), checked against its schema. */
  'conversation-message': LiveMessage;
  /** A call to the user went unanswered (personal channel): the bell's missed calls changed. */
  'missed-call': LiveMissedCall;
  /** Mail arrived in the user's inbox of the e-mail app (personal channel): its lists and counts changed. */
  'email-new': Record<string, never>;
}

/** The in-app re-publication of what the live channels receive: features listen here, not on sockets. */
const bus = new EventTarget();

export function publish<K extends keyof RealtimeEventMap>(type: K, detail: RealtimeEventMap[K]): void {
  bus.dispatchEvent(new CustomEvent(type, { detail }));
}

export function subscribe<K extends keyof RealtimeEventMap>(
  type: K,
  listener: (detail: RealtimeEventMap[K]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<RealtimeEventMap[K]>).detail);
  bus.addEventListener(type, handler);
  return () => bus.removeEventListener(type, handler);
}
