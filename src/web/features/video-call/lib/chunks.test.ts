import { describe, expect, it } from 'vitest';
import {
  chunkCount,
  chunksOf,
  ChunkTally,
  DATA_TEST_BYTES,
  DATA_TEST_CHUNK_BYTES,
  DATA_TEST_TIMEOUT_MS,
} from './chunks';

describe('connection test: chunking (SPEC.md section 9)', () => {
  it('sends 1 MB as 1000 chunks of 1000 bytes within 10 s', () => {
    expect([DATA_TEST_BYTES, DATA_TEST_CHUNK_BYTES, DATA_TEST_TIMEOUT_MS]).toEqual([1_000_000, 1_000, 10_000]);
    const chunks = [...chunksOf(DATA_TEST_BYTES, DATA_TEST_CHUNK_BYTES)];
    expect(chunks).toHaveLength(1_000);
    expect(chunkCount(DATA_TEST_BYTES, DATA_TEST_CHUNK_BYTES)).toBe(1_000);
    expect(chunks.every((c) => c.byteLength === 1_000)).toBe(true);
    expect(chunks.reduce((sum, c) => sum + c.byteLength, 0)).toBe(1_000_000);
  });

  it('cuts the last chunk short when the sizes do not divide, and refuses a chunk size of 0', () => {
    expect([...chunksOf(2_500, 1_000)].map((c) => c.byteLength)).toEqual([1_000, 1_000, 500]);
    expect(chunkCount(2_500, 1_000)).toBe(3);
    expect([...chunksOf(0, 1_000)]).toEqual([]);
    expect(() => [...chunksOf(10, 0)]).toThrow(RangeError);
  });

  it('the receiver is done once every byte arrived whole and in order', () => {
    const tally = new ChunkTally(2_500, 1_000);
    for (const chunk of chunksOf(2_500, 1_000)) {
      expect(tally.done).toBe(false);
      tally.add(chunk);
    }
    expect(tally.received).toBe(2_500);
    expect(tally.done).toBe(true);
  });

  it('fails on a chunk out of order or cut short', () => {
    const [first, second] = [...chunksOf(3_000, 1_000)];
    const reordered = new ChunkTally(3_000, 1_000);
    expect(() => reordered.add(second!)).toThrow(expect.objectContaining({ code: 'dataCorrupted' }));
    const cut = new ChunkTally(3_000, 1_000);
    expect(() => cut.add(first!.subarray(0, 999))).toThrow(expect.objectContaining({ code: 'dataCorrupted' }));
  });
});
