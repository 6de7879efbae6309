import * as z from 'zod/mini';
import { subscribe } from './bus';
import type { Channel } from './channel';
import { randomId } from '../random-id';

/*
 * Call invitations (SPEC.md sections 3, 4, 9; issue #16). The caller broadcasts a callInvitation
 * into the callee's personal room; the callee answers acceptcallInvitation or rejectcallInvitation
 * into the caller's. The server stamps every broadcast with its real sender (`from` of the
 * envelope), and an invitation whose inner `from` is someone else is dropped: nobody invites in
 * another's name.
 */

export const INVITATION_TIMEOUT_MS = 30_000;
export const INVITATION_WAIT_POLLS = 20;
export const INVITATION_WAIT_MS = 400;

export const INVITATION_TYPES = ['callInvitation', 'acceptcallInvitation', 'rejectcallInvitation'] as const;
export type InvitationType = (typeof INVITATION_TYPES)[number];

const invitationSchema = z.object({
  type: z.enum(INVITATION_TYPES),
  from: z.string().check(z.maxLength(100)),
  roomName: z.string().check(z.minLength(1), z.maxLength(200)),
  messageId: z.string().check(z.minLength(1), z.maxLength(100)),
  /**
   * A name the caller's browser chose: still accepted from older clients, never shown (the popup
   * asks the server who `from` is, issue #33). `about` is what the call is about.
   */
  callerName: z.optional(z.string().check(z.maxLength(100))),
  about: z.optional(z.string().check(z.maxLength(200))),
});
export type CallInvitation = z.infer<typeof invitationSchema>;

export interface PendingInvitation extends CallInvitation {
  expiresAt: number;
}

/** Polls for the channel's connection (up to 20 x 400 ms), then goes on anyway (SPEC.md section 5). */
export async function waitForConnection(
  channel: Channel,
  polls = INVITATION_WAIT_POLLS,
  everyMs = INVITATION_WAIT_MS,
): Promise<boolean> {
  for (let i = 0; i < polls; i += 1) {
    if (channel.getState() === 'connected') return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return channel.getState() === 'connected';
}

/** Sends an invitation message into someone's personal room, over one's own channel. */
export async function sendInvitationMessage(
  channel: Channel,
  toUserId: string,
  message: CallInvitation,
): Promise<void> {
  await waitForConnection(channel);
  const wrapperId = randomId();
  channel.send('AuctionStreamAdapter_BROADCAST', {
    SocketIOUniqueChannelName: toUserId,
    data: JSON.stringify({ ...message, room: toUserId, sourcesrv: 'web', wrapperId }),
    wrapperId,
  });
}

/** Invitation messages arriving on the personal channel, checked, with their true sender. */
export function onInvitationMessage(listener: (message: CallInvitation) => void): () => void {
  return subscribe('ws-parsed', (parsed) => {
    if (parsed.channel !== 'persfRoom') return;
    const message = z.safeParse(invitationSchema, parsed.data);
    if (!message.success) return;
    if (parsed.from !== message.data.from) {
      console.warn('call invitation: the sender does not match, dropped');
      return;
    }
    listener(message.data);
  });
}

/** The callee's pending invitations: added as they come, gone when answered, withdrawn or 30 s old. */
export class InvitationInbox {
  private items: PendingInvitation[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly timeoutMs = INVITATION_TIMEOUT_MS) {}

  list = (): readonly PendingInvitation[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(invitation: CallInvitation, now = Date.now()): void {
    if (this.items.some((i) => i.messageId === invitation.messageId)) return;
    this.items = [...this.items, { ...invitation, expiresAt: now + this.timeoutMs }];
    this.timers.set(
      invitation.messageId,
      setTimeout(() => this.remove(invitation.messageId), this.timeoutMs),
    );
    this.changed();
  }

  remove(messageId: string): void {
    clearTimeout(this.timers.get(messageId));
    this.timers.delete(messageId);
    const next = this.items.filter((i) => i.messageId !== messageId);
    if (next.length === this.items.length) return;
    this.items = next;
    this.changed();
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.items = [];
    this.changed();
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}
