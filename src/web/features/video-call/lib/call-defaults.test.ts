import { describe, expect, it } from 'vitest';
import { defaultParticipantName, defaultRoomName } from './call-defaults';

describe('call defaults (SPEC.md section 3)', () => {
  it('names the participant "Participant" and their id, and the room caller_callee', () => {
    expect(defaultParticipantName('42')).toBe('Participant42');
    expect(defaultRoomName('alice', 'bob')).toBe('alice_bob');
    expect(defaultRoomName('bob', 'alice')).not.toBe(defaultRoomName('alice', 'bob'));
  });
});
