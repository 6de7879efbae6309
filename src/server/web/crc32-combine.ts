/**
 * CRC-32 (the gzip one) of two byte strings joined, from the CRC of each and the second's length,
 * without reading the bytes: CRC-32 is linear over GF(2), so appending n bytes multiplies the first
 * CRC by x^(8n) modulo the polynomial (the method of zlib's crc32_combine). A kept page's pieces
 * get their CRC once; a response then combines them with its nonce's instead of reading ~150 KB.
 */

/** The gzip polynomial, bit-reversed (as the CRC register holds it). */
const POLY = 0xedb88320;
const TOP = 0x80000000;

/** a(x) * b(x) modulo the polynomial, both bit-reversed. */
function multiplyModPoly(a: number, b: number): number {
  let product = 0;
  let term = b >>> 0;
  for (let bit = TOP; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= term;
    term = term & 1 ? (term >>> 1) ^ POLY : term >>> 1;
  }
  return product >>> 0;
}

/** X_TO_2_TO[k] = x^(2^k) modulo the polynomial. */
const X_TO_2_TO: number[] = [];
{
  let p = 0x40000000; // x^1, bit-reversed
  for (let k = 0; k < 64; k += 1) {
    X_TO_2_TO.push(p);
    p = multiplyModPoly(p, p);
  }
}

/** The factor that appending `bytes` bytes applies to a CRC: x^(8 * bytes) modulo the polynomial. */
export function crc32Shift(bytes: number): number {
  let p = TOP; // x^0
  let k = 3; // 8 = 2^3
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) p = multiplyModPoly(X_TO_2_TO[k % 64] as number, p);
  }
  return p;
}

/** CRC-32 of A then B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModPoly(shiftB, crcA) ^ crcB) >>> 0;
}
