import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { channelNameOf, prefixRoom } from './room-names';
import { classifyRoom, mayJoin, maySend } from './room-rules';

const nobodyInvited = async () => false;

describe('room names (SPEC.md section 4)', () => {
  it('prefixes room_ unless the name already starts with room', () => {
    expect(prefixRoom('abc')).toBe('room_abc');
    expect(prefixRoom('room_abc')).toBe('room_abc');
    expect(prefixRoom('roomy')).toBe('roomy');
    expect(prefixRoom('my room')).toBe('room_my room');
    expect(channelNameOf('room_abc')).toBe('abc');
  });
});

describe('room rules (default deny)', () => {
  const me = randomUUID();
  const other = randomUUID();

  it('opens a personal room to its owner only, but lets anyone post to it', async () => {
    expect(classifyRoom(prefixRoom(me))).toEqual({ kind: 'personal', ownerId: me });
    expect(await mayJoin(me, prefixRoom(me), nobodyInvited)).toBe(true);
    expect(await mayJoin(other, prefixRoom(me), nobodyInvited)).toBe(false);
    expect(await maySend(other, prefixRoom(me), nobodyInvited)).toBe(true);
  });

  it('opens a call room to caller and callee, and to invited users', async () => {
    const room = prefixRoom(`${me}_${other}`);
    const third = randomUUID();
    expect(await mayJoin(me, room, nobodyInvited)).toBe(true);
    expect(await mayJoin(other, room, nobodyInvited)).toBe(true);
    expect(await mayJoin(third, room, nobodyInvited)).toBe(false);
    expect(await maySend(third, room, nobodyInvited)).toBe(false);
    expect(await mayJoin(third, room, async (r, u) => r === room && u === third)).toBe(true);
  });

  it("opens a Kanban board's room to its members as the check says, and lets nobody send into it", async () => {
    const board = randomUUID();
    const room = `room_kanban_${board}`;
    const members = async (b: string, u: string) => b === board && u === me;
    expect(classifyRoom(room)).toEqual({ kind: 'board', boardId: board });
    expect(await mayJoin(me, room, nobodyInvited, members)).toBe(true);
    expect(await mayJoin(other, room, nobodyInvited, members)).toBe(false);
    // Without a membership check (the kanban module not loaded) nobody gets in.
    expect(await mayJoin(me, room, nobodyInvited)).toBe(false);
    expect(await maySend(me, room, async () => true, members)).toBe(false);
  });

  it('keeps every other name closed', async () => {
    for (const name of ['lobby', 'roomy', `${me}_`, `${me}_${other}_x`, '']) {
      expect(await mayJoin(me, prefixRoom(name), nobodyInvited)).toBe(false);
      expect(await maySend(me, prefixRoom(name), nobodyInvited)).toBe(false);
    }
  });
});
