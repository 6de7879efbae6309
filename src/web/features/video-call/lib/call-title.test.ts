import { describe, expect, it } from 'vitest';
import { departedFrom, joinNames, titlePeople } from './call-title';

describe('the call title', () => {
  it('lists names the way the language does', () => {
    expect(joinNames(['Anna'], 'en')).toBe('Anna');
    expect(joinNames(['Anna', 'Ben'], 'en')).toBe('Anna and Ben');
    expect(joinNames(['Anna', 'Ben', 'Cleo'], 'de')).toBe('Anna, Ben und Cleo');
    // The app's "cn" is not a BCP 47 tag: Chinese is asked for by its html tag.
    expect(joinNames(['安娜', '本'], 'cn')).toBe('安娜和本');
  });

  it('names who is in the room, or before anyone comes the one the call is with, never oneself', () => {
    expect(titlePeople([], 'anna', 'me')).toEqual(['anna']);
    expect(titlePeople(['ben', 'ben', 'me'], 'anna', 'me')).toEqual(['ben']);
    expect(titlePeople([], null, 'me')).toEqual([]);
    expect(titlePeople([], 'me', 'me')).toEqual([]);
  });

  it('tells who left: gone with every connection, not one of two devices, never oneself', () => {
    expect(departedFrom(['anna', 'ben'], ['ben'], 'me')).toBe('anna');
    expect(departedFrom(['anna', 'anna'], ['anna'], 'me')).toBeNull();
    expect(departedFrom(['me'], [], 'me')).toBeNull();
    expect(departedFrom([], ['anna'], 'me')).toBeNull();
  });
});
