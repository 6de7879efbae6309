import { describe, expect, it } from 'vitest';
import { JOIN_ON_ACCEPT_KEY, readJoinOnAccept, writeJoinOnAccept } from './join-on-accept';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('the join-on-accept option', () => {
  it('is on until turned off, and is remembered', () => {
    const storage = memory();
    expect(readJoinOnAccept(storage)).toBe(true);
    writeJoinOnAccept(false, storage);
    expect(storage.getItem(JOIN_ON_ACCEPT_KEY)).toBe('false');
    expect(readJoinOnAccept(storage)).toBe(false);
    writeJoinOnAccept(true, storage);
    expect(readJoinOnAccept(storage)).toBe(true);
  });

  it('stays on, without a throw, where storage is missing or refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readJoinOnAccept(undefined)).toBe(true);
    expect(readJoinOnAccept(refusing)).toBe(true);
    expect(() => writeJoinOnAccept(false, refusing)).not.toThrow();
  });
});
