import { describe, expect, it } from 'vitest';
import { fileSize, withinLimit } from './file-input-demos';

describe('file input helpers', () => {
  it('writes sizes in the reader’s units', () => {
    expect(fileSize(500, 'en')).toBe('500 byte');
    expect(fileSize(1_250_000, 'en')).toBe('1.3 MB');
    expect(fileSize(830_000, 'de')).toBe('830 kB');
  });

  it('keeps the files within the limit and names the others', () => {
    const small = new File(['a'], 'small.txt');
    const big = new File([new Uint8Array(2000)], 'big.bin');
    expect(withinLimit([small, big], 1000)).toEqual({ kept: [small], tooBig: ['big.bin'] });
  });
});
