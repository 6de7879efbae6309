import { chatEnvelope } from '@common/schemas/chat';
import type { MessageView } from '@common/schemas/messages';
import { describe, expect, it } from 'vitest';
import { messageOfEnvelope } from './live-chat';

const message: MessageView = {
  id: '5b1f0f8e-7c77-4a43-9a0e-2f4b8f3f4a11',
  conversationId: '0c7f7a52-2d7d-4d4e-8a55-0b0c4a8b2d10',
  sender: { id: 'anna', name: 'Anna' },
  body: 'Hello',
  createdAt: '2026-11-28T02:00:00.000Z',
};

describe('a chatMessage envelope on the personal channel', () => {
  it('gives the message the server sent', () => {
    expect(messageOfEnvelope(chatEnvelope('ben', message))).toEqual(message);
  });

  it('drops one whose stamped sender is not the message’s (anyone may post into a personal room)', () => {
    expect(messageOfEnvelope({ ...chatEnvelope('ben', message), from: 'mallory' })).toBeNull();
  });

  it('drops what is not an envelope or carries no message', () => {
    expect(messageOfEnvelope('hello')).toBeNull();
    expect(messageOfEnvelope({ room: 'room_ben', data: 'not json', wrapperId: 'w', from: 'anna' })).toBeNull();
    expect(messageOfEnvelope({ room: 'room_ben', data: '{"text":"hi"}', wrapperId: 'w', from: 'anna' })).toBeNull();
  });
});
