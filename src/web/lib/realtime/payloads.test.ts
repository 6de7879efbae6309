import { describe, expect, it } from 'vitest';
import { parseRoomMessage, removeByWrapperId } from './payloads';

describe('room-message parsing (SPEC.md section 3)', () => {
  it('parses the envelope string and the JSON in its data field', () => {
    const invitation = { type: 'callInvitation', from: 'u1', roomName: 'u1_u2' };
    const raw = JSON.stringify({
      SocketIOUniqueChannelName: 'u2',
      data: JSON.stringify(invitation),
      wrapperId: 'w1',
      from: 'u1',
    });
    expect(parseRoomMessage(raw)).toEqual({
      SocketIOUniqueChannelName: 'u2',
      data: invitation,
      wrapperId: 'w1',
      from: 'u1',
    });
  });

  it('keeps plain text data as text', () => {
    expect(parseRoomMessage({ SocketIOUniqueChannelName: 'r', data: 'hello' })).toEqual({
      SocketIOUniqueChannelName: 'r',
      data: 'hello',
    });
  });

  it('gives null for what is not an envelope, without throwing', () => {
    expect(parseRoomMessage('{broken')).toBeNull();
    expect(parseRoomMessage(JSON.stringify({ data: 'no channel' }))).toBeNull();
    expect(parseRoomMessage(42)).toBeNull();
  });

  it('removes a message from a list by its wrapperId', () => {
    const list = [{ wrapperId: 'a', text: 1 }, { wrapperId: 'b', text: 2 }, { text: 3 }];
    expect(removeByWrapperId(list, 'a')).toEqual([{ wrapperId: 'b', text: 2 }, { text: 3 }]);
  });
});
