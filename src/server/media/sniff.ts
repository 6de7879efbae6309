/** The picture formats the media module reads; everything it writes is WebP. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The type by the file's first bytes; the file name and the declared type are not trusted.
 * A match here only says what the file claims to be: decoding (variants.ts) proves it.
 */
export function sniffImageType(head: Buffer): ImageType | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'image/gif';
  if (isAvif(head)) return 'image/avif';
  return null;
}

/**
 * AVIF is an ISO media file whose leading `ftyp` box names the brand `avif` (still) or `avis`
 * (sequence), either as the major brand or among the compatible ones. HEIC has the same box with
 * other brands and is refused: its codec is not one we decode.
 */
function isAvif(head: Buffer): boolean {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  if (AVIF_BRANDS.has(head.toString('latin1', 8, 12))) return true;
  // Bytes 12..16 are the minor version; compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= boxEnd; at += 4) {
    if (AVIF_BRANDS.has(head.toString('latin1', at, at + 4))) return true;
  }
  return false;
}
