import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';

const crcOf = (bytes: Uint8Array) => (bytes.length > 0 ? crc32(bytes) : 0);

describe('CRC-32 of joined bytes from the parts', () => {
  it('equals the CRC of the joined bytes, for any two parts (empty ones too)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const whole = crcOf(Buffer.concat([a, b]));
        expect(crc32Combine(crcOf(a), crcOf(b), crc32Shift(b.length))).toBe(whole);
      }),
    );
  });

  it('holds for a page-sized part and a chain of parts, as a kept page is joined', () => {
    const page = Buffer.from('<p>Zażółć gęślą jaźń</p>'.repeat(6000));
    const nonce = Buffer.from('AbCdEfGhIjKlMnOpQrStUv==');
    const parts = [page, nonce, page.subarray(7), nonce, Buffer.alloc(0)];
    const joined = parts.reduce((crc, part) => crc32Combine(crc, crcOf(part), crc32Shift(part.length)), 0);
    expect(joined).toBe(crc32(Buffer.concat(parts)));
  });
});
