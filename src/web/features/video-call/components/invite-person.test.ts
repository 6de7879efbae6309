import { describe, expect, it } from 'vitest';
import { candidatesOf } from './invite-person';

describe('who can be invited into a call', () => {
  it('offers each conversation partner once, latest first, and nobody already in the call', () => {
    const others = [
      { id: 'cleo', name: 'Cleo' },
      { id: 'ben', name: 'Ben' },
      { id: 'cleo', name: 'Cleo' },
      { id: 'dan', name: 'Dan' },
    ];
    expect(candidatesOf(others, ['me', 'ben'])).toEqual([
      { id: 'cleo', name: 'Cleo' },
      { id: 'dan', name: 'Dan' },
    ]);
    expect(candidatesOf([], ['me'])).toEqual([]);
  });
});
