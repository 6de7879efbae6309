import { afterEach, describe, expect, it, vi } from 'vitest';
import { publish } from './bus';
import { InvitationInbox, onInvitationMessage, type CallInvitation } from './call-invitations';

const invitation = (over: Partial<CallInvitation> = {}): CallInvitation => ({
  type: 'callInvitation',
  from: 'alice',
  roomName: 'alice_bob',
  messageId: 'm1',
  ...over,
});

afterEach(() => vi.useRealTimers());

describe('call invitations', () => {
  it('keeps an invitation 30 s, once however often it comes, and drops it when answered', () => {
    vi.useFakeTimers();
    const inbox = new InvitationInbox();
    inbox.add(invitation());
    inbox.add(invitation());
    inbox.add(invitation({ messageId: 'm2' }));
    expect(inbox.list().map((i) => i.messageId)).toEqual(['m1', 'm2']);
    inbox.remove('m2');
    vi.advanceTimersByTime(29_999);
    expect(inbox.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(inbox.list()).toHaveLength(0);
  });

  it('hears invitations on the personal channel only, and only from their real sender', () => {
    const heard: CallInvitation[] = [];
    const stop = onInvitationMessage((m) => heard.push(m));
    const envelope = { SocketIOUniqueChannelName: 'room_bob', wrapperId: 'w' };
    publish('ws-parsed', { ...envelope, channel: 'persfRoom', from: 'alice', data: invitation() });
    // Someone else claiming to be Alice: the server's stamp says mallory.
    publish('ws-parsed', { ...envelope, channel: 'persfRoom', from: 'mallory', data: invitation({ messageId: 'm2' }) });
    publish('ws-parsed', { ...envelope, channel: 'confRoom', from: 'alice', data: invitation({ messageId: 'm3' }) });
    publish('ws-parsed', {
      ...envelope,
      channel: 'persfRoom',
      from: 'alice',
      data: { type: 'callInvitation', from: 'alice' },
    });
    stop();
    expect(heard.map((m) => m.messageId)).toEqual(['m1']);
  });
});
