/**
 * The order in which the parts of a server page held back by <HydrateLater> are taken over
 * (staged-hydration.tsx): one part per task, the lowest stage first and, within a stage, in page
 * order. A part taken over may hold further parts; they join the queue while it renders, before
 * the next task picks one.
 */
export interface HydrationTicket {
  /** True once this part may hydrate. */
  readonly opened: boolean;
  /** Resolves when it may. */
  readonly ready: Promise<void>;
}

const OPEN: HydrationTicket = { opened: true, ready: Promise.resolve() };

export interface HydrationQueue {
  /** A place in the queue while it runs; an open ticket before it starts and after it is done. */
  take(stage: number): HydrationTicket;
  /** Opens the parts one task after another, starting a task after this one; resolves when none is left. */
  run(): Promise<void>;
  /** The running queue's end (resolved at once when it never ran). */
  done(): Promise<void>;
}

export function createHydrationQueue(nextTask: () => Promise<void>): HydrationQueue {
  const waiting: { stage: number; order: number; open: () => void }[] = [];
  let order = 0;
  let running: Promise<void> | null = null;
  let finished = false;

  return {
    take(stage) {
      if (!running || finished) return OPEN;
      const ticket = { opened: false, ready: Promise.resolve() };
      ticket.ready = new Promise<void>((resolve) => {
        waiting.push({
          stage,
          order: order++,
          open: () => {
            ticket.opened = true;
            resolve();
          },
        });
      });
      return ticket;
    },
    run() {
      running ??= (async () => {
        for (;;) {
          await nextTask();
          if (waiting.length === 0) break;
          waiting.sort((a, b) => a.stage - b.stage || a.order - b.order);
          waiting.shift()!.open();
        }
        finished = true;
      })();
      return running;
    },
    done() {
      return running ?? Promise.resolve();
    },
  };
}
