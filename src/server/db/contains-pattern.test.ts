import { describe, expect, it } from 'vitest';
import { containsPattern } from './contains-pattern';

describe('a search box pattern', () => {
  it('matches the text as typed: wildcards and the escape character are escaped', () => {
    expect(containsPattern('nowak')).toBe('%nowak%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
