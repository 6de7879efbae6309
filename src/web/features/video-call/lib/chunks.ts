import { DiagnosticError } from './diagnostics';

/** SPEC.md section 9: the data-channel test sends 1 MB in 1000-byte chunks within 10 s. */
export const DATA_TEST_BYTES = 1_000_000;
export const DATA_TEST_CHUNK_BYTES = 1_000;
export const DATA_TEST_TIMEOUT_MS = 10_000;

/**
 * The chunks to send: `total` bytes cut into `size`-byte pieces (the last one shorter when they do
 * not divide). Every byte of chunk n is n % 256, so the receiver can tell a lost or reordered one.
 */
export function* chunksOf(total: number, size: number): Generator<Uint8Array<ArrayBuffer>> {
  if (!Number.isInteger(size) || size <= 0) throw new RangeError('chunk size must be a positive integer');
  for (let sent = 0, n = 0; sent < total; sent += size, n++) {
    yield new Uint8Array(Math.min(size, total - sent)).fill(n % 256);
  }
}

export function chunkCount(total: number, size: number): number {
  return Math.ceil(total / size);
}

/** The receiving end: counts what arrives and checks it is the next chunk, whole and in order. */
export class ChunkTally {
  private bytes = 0;
  private chunks = 0;

  constructor(
    private readonly total: number,
    private readonly size: number,
  ) {}

  /** Takes one chunk; a chunk out of order or cut short fails the test. */
  add(chunk: Uint8Array): void {
    const expected = Math.min(this.size, this.total - this.bytes);
    if (chunk.byteLength !== expected || chunk.some((b) => b !== this.chunks % 256))
      throw new DiagnosticError('dataCorrupted');
    this.bytes += chunk.byteLength;
    this.chunks++;
  }

  get received(): number {
    return this.bytes;
  }

  get done(): boolean {
    return this.bytes >= this.total;
  }
}
