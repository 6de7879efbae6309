import { describe, expect, it } from 'vitest';
import { defaultParticipantName, defaultRoomName, otherInRoom } from './call-defaults';

describe('call defaults (SPEC.md section 3)', () => {
  it('names the participant "Participant" and their id, and the room caller_callee', () => {
    expect(defaultParticipantName('42')).toBe('Participant42');
    expect(defaultRoomName('alice', 'bob')).toBe('alice_bob');
    expect(defaultRoomName('bob', 'alice')).not.toBe(defaultRoomName('alice', 'bob'));
  });

  it('finds the other person of a default room, and nobody in a room named otherwise', () => {
    expect(otherInRoom(defaultRoomName('alice', 'bob'), 'alice')).toBe('bob');
    expect(otherInRoom(defaultRoomName('alice', 'bob'), 'bob')).toBe('alice');
    expect(otherInRoom('alice_bob', 'carol')).toBeNull();
    expect(otherInRoom('team meeting', 'alice')).toBeNull();
    expect(otherInRoom('alice_alice', 'alice')).toBeNull();
  });
});
