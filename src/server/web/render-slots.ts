/**
 * A bound on server renders running at once (issue #30, Medium 7): a render is CPU work on the
 * event loop plus in-process API calls, so 200 renders at once (unique search queries bypass the
 * page cache) made every other visitor's API call wait seconds. At most `limit` renders run; up
 * to `queueLimit` more wait at most `waitMs` for a turn; the rest are told at once that there is
 * none, and the caller sends the browser-rendered shell instead (the app boots from it).
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: ((turn: boolean) => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly queueLimit: number,
    private readonly waitMs: number,
  ) {}

  /** Renders under way now (tests and logs). */
  get active(): number {
    return this.running;
  }

  /** A turn to render (call the returned release when done), or null: no turn soon enough. */
  async acquire(): Promise<(() => void) | null> {
    if (this.running < this.limit) {
      this.running += 1;
      return this.releaser();
    }
    if (this.waiting.length >= this.queueLimit) return null;
    const turn = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(wake);
        if (at !== -1) this.waiting.splice(at, 1);
        resolve(false);
      }, this.waitMs);
      const wake = (ok: boolean) => {
        clearTimeout(timer);
        resolve(ok);
      };
      this.waiting.push(wake);
    });
    // A turn handed over by release(): `running` already counts it.
    return turn ? this.releaser() : null;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next(true);
      else this.running -= 1;
    };
  }
}
