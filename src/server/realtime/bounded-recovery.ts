import { SessionAwareAdapter } from 'socket.io-adapter';
import type { Namespace } from 'socket.io';

/*
 * Connection-state recovery keeps every broadcast for the recovery window, for whoever may come
 * back. socket.io-adapter's in-memory SessionAwareAdapter bounds that only in time (and trims it
 * once a minute), so one member posting big messages into a room nobody is in could fill the heap
 * (issue #30, High 2). This adapter also bounds it in bytes: past the budget the oldest packets go
 * first. A client whose missed packets were dropped gets a fresh session (socket.recovered false)
 * and joins its rooms again, as after any longer drop.
 */

/** Counted per kept packet besides its strings: the entry, its options and rooms set. */
const PACKET_OVERHEAD_BYTES = 200;
/** Deeper than any payload the server emits; past it a value counts as its overhead only. */
const MAX_DEPTH = 6;

/**
 * About how many bytes a packet's data holds: string lengths plus a little per value. Cheap (no
 * serialisation); exact enough to bound memory, since the strings are what can be big.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return 8;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value.byteLength;
  let total = 16;
  if (Array.isArray(value)) {
    for (const item of value) total += approximateBytes(item, depth + 1);
    return total;
  }
  for (const [key, item] of Object.entries(value)) total += key.length + approximateBytes(item, depth + 1);
  return total;
}

interface KeptPacket {
  emittedAt: number;
  data: unknown[];
  /** Bytes pushed before this packet, over the adapter's life (see keptBytes). */
  before?: number;
}

/** The in-memory recovery adapter with a byte budget (`maxBytes` for the whole process) and its window. */
export function boundedRecoveryAdapter(maxBytes: number, windowMs: number) {
  return class BoundedRecoveryAdapter extends SessionAwareAdapter {
    /** Bytes of every packet ever kept: a packet's share is the difference of two running totals. */
    private pushed = 0;

    constructor(nsp: Namespace) {
      super(nsp);
    }

    private get kept(): KeptPacket[] {
      return (this as unknown as { packets: KeptPacket[] }).packets;
    }

    /**
     * What the kept packets hold now. Running totals rather than a sum kept by hand, because the
     * base class also drops packets from the front (its once-a-minute sweep) without telling us.
     */
    get keptBytes(): number {
      const first = this.kept[0];
      return first?.before === undefined ? 0 : this.pushed - first.before;
    }

    override broadcast(...args: Parameters<SessionAwareAdapter['broadcast']>): void {
      const packets = this.kept;
      const count = packets.length;
      super.broadcast(...args);
      // The base class keeps only some packets (not volatile, no ack), appending them.
      if (packets.length === count + 1) {
        const added = packets[count]!;
        added.before = this.pushed;
        this.pushed += PACKET_OVERHEAD_BYTES + approximateBytes(added.data);
        this.trim();
      }
    }

    /** Drops from the front what is past the recovery window or over the byte budget. */
    private trim(): void {
      const packets = this.kept;
      const threshold = Date.now() - windowMs;
      let drop = 0;
      while (drop < packets.length - 1) {
        const packet = packets[drop]!;
        if (packet.emittedAt >= threshold && this.pushed - (packet.before ?? 0) <= maxBytes) break;
        drop += 1;
      }
      // The newest alone may be over a tiny budget; it stays until the next one pushes it out.
      if (drop > 0) packets.splice(0, drop);
    }
  };
}
