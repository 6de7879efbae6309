import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine';

/**
 * A document compressed once, around the places its per-response CSP nonce goes (ADR 0017):
 * each piece between two nonces is its own raw deflate stream ending in a full flush (byte
 * aligned, no back-reference into what comes before), and a response is those pieces with its
 * own nonce in between as stored (uncompressed) deflate blocks, a gzip header, a final empty
 * block and the gzip trailer. This is the way parallel gzip tools join independently compressed
 * pieces, and any gzip decoder reads it as one stream. A reuse then costs a copy of the compressed
 * bytes (the CRC of the whole is combined from the pieces', crc32-combine.ts) instead of
 * compressing 150 KB; and the nonce is never compressed together with the
 * page, so its length says nothing about the page around it.
 */
export interface GzipAroundNonce {
  /** The document's bytes between nonces (for the CRC, and as the uncompressed answer). */
  readonly pieces: readonly Buffer[];
  /** Each piece as raw deflate data ending in a full flush (not final). */
  readonly deflated: readonly Buffer[];
  /** Each piece's CRC-32, and what appending it does to a CRC (crc32Shift of its length). */
  readonly crcs: readonly number[];
  readonly shifts: readonly number[];
}

// mtime 0, no flags, OS "Unix" (what node's gzip writes too).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** A final, empty deflate block: closes the stream after the last full flush. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));
/** A stored block holds at most this many bytes. */
const MAX_STORED = 0xffff;

/** The document cut at every nonce, compressed once (best compression: it is done once per render). */
export function gzipAroundNonce(parts: readonly string[]): GzipAroundNonce {
  const pieces = parts.map((p) => Buffer.from(p));
  const deflated = pieces.map((p) =>
    deflateRawSync(p, { level: 9, memLevel: 9, finishFlush: constants.Z_FULL_FLUSH }),
  );
  // crc32 of no bytes is 0 by definition; not asked, since node 20.20's crc32 was seen misanswering them.
  const crcs = pieces.map((p) => (p.length > 0 ? crc32(p) : 0));
  const shifts = pieces.map((p) => crc32Shift(p.length));
  return { pieces, deflated, crcs, shifts };
}

/** A non-final stored deflate block holding bytes (the nonce: a few dozen ASCII bytes). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new Error('a nonce longer than a stored block');
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0; // BFINAL 0, BTYPE 00 (stored), padded to the byte: the stream is byte aligned here
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** One response: the gzip member with this nonce between the pieces. */
export function gzipWithNonce(page: GzipAroundNonce, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const nonceBlock = storedBlock(nonceBytes);
  const nonceCrc = nonceBytes.length > 0 ? crc32(nonceBytes) : 0;
  const nonceShift = crc32Shift(nonceBytes.length);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(nonceBlock);
      crc = crc32Combine(crc, nonceCrc, nonceShift);
      size += nonceBytes.length;
    }
    chunks.push(page.deflated[i] as Buffer);
    crc = crc32Combine(crc, page.crcs[i] as number, page.shifts[i] as number);
    size += piece.length;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The uncompressed document with this nonce (a client that takes no gzip). */
export function joinWithNonce(page: GzipAroundNonce, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    if (i > 0) chunks.push(nonceBytes);
    chunks.push(piece);
  });
  return Buffer.concat(chunks);
}
