import { createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipAroundNonce, gzipWithNonce, joinWithNonce } from './gzip-around-nonce';

/** Decodes as a browser does, the bytes arriving a few at a time. */
async function gunzipInChunks(gz: Buffer, chunk: number): Promise<string> {
  const gunzip = createGunzip();
  const out: Buffer[] = [];
  gunzip.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => {
    gunzip.on('end', resolve);
    gunzip.on('error', reject);
  });
  for (let i = 0; i < gz.length; i += chunk) gunzip.write(gz.subarray(i, i + chunk));
  gunzip.end();
  await done;
  return Buffer.concat(out).toString();
}

// A page-like document: repeated markup (long back-references), text in several scripts, and
// the nonce at the very start and end too.
const NONCE = 'MadeWithNonce+/0123456789==';
const doc = [
  NONCE,
  '<!doctype html><html lang="ar" dir="rtl"><head><script nonce="',
  NONCE,
  '">x()</script>',
  '<style>.a{color:red}</style>'.repeat(400),
  '<p>Zażółć gęślą jaźń — مرحبا بالعالم — 日本語 🙂</p>'.repeat(300),
  '<script nonce="',
  NONCE,
  '" id="data" type="application/json">{"a":1}</script>',
  NONCE,
].join('');

describe('a page compressed once around its CSP nonce', () => {
  const page = gzipAroundNonce(doc.split(NONCE));

  it('decodes, with standard gzip, to the document with each response own nonce', async () => {
    for (const nonce of ['n0nce', 'AAAAAAAAAAAAAAAAAAAAAA==', 'another+nonce/value']) {
      const expected = doc.split(NONCE).join(nonce);
      const gz = gzipWithNonce(page, nonce);
      expect(gunzipSync(gz).toString()).toBe(expected);
      expect(await gunzipInChunks(gz, 7)).toBe(expected);
      expect(joinWithNonce(page, nonce).toString()).toBe(expected);
    }
  });

  it('is about as small as compressing the whole document', () => {
    const whole = gunzipSync(gzipWithNonce(page, 'n')).length;
    const gz = gzipWithNonce(page, 'n').length;
    expect(gz).toBeLessThan(whole / 10);
  });

  it('has a checksum a decoder verifies: a changed byte is refused', () => {
    const gz = gzipWithNonce(page, 'n0nce');
    const broken = Buffer.from(gz);
    broken[broken.length - 6] = (broken[broken.length - 6] ?? 0) ^ 1; // in the CRC
    expect(() => gunzipSync(broken)).toThrow();
  });

  it('handles a document without a nonce, and an empty one', () => {
    expect(gunzipSync(gzipWithNonce(gzipAroundNonce(['plain']), 'x')).toString()).toBe('plain');
    expect(gunzipSync(gzipWithNonce(gzipAroundNonce(['']), 'x')).toString()).toBe('');
  });
});
