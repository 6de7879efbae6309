import { HttpError } from '../http-error';

export interface HashQueueOptions {
  /** Hashes that run at once (each scrypt holds 32 MiB and one libuv thread). */
  concurrency: number;
  /** Callers that may wait for a turn; one more is refused at once. */
  maxWaiting: number;
}

/** The answer when the queue is full: come back in a second, nothing was tried. */
export const busyError = () => new HttpError(503, 'busy', { retryAfterSeconds: 1 });

/**
 * A semaphore with a bounded wait list. A flood of costly requests then gets quick 503s instead
 * of an ever longer line that makes every real user wait too (50 queued scrypt hashes were 10 s).
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private options: HashQueueOptions) {}

  configure(options: HashQueueOptions): void {
    this.options = options;
    this.wakeNext();
  }

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxWaiting) throw busyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.wakeNext();
    }
  }

  /** Hands free slots to waiters; the slot counts as taken before the waiter resumes. */
  private wakeNext(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      this.running += 1;
      this.waiting.shift()!();
    }
  }
}
