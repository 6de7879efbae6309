/**
 * Parts of a page that take turns to show, one part per task, in the order they asked. A
 * dashboard's cards get their figures from one request: drawn together when it answers, they
 * were one task of ~60 ms on a fast machine, four times that on the slowed phone Lighthouse
 * measures, all of it blocking time (a tap waits for the whole dashboard). In turns, a tap or a
 * keystroke waits for one card at most (ADR 0021, "Stop 29").
 */
export interface TurnQueue {
  /** Calls `go` in a task of its own, after the turns asked for before it; the returned function cancels. */
  ask(go: () => void): () => void;
}

export function createTurnQueue(nextTask: () => Promise<void>): TurnQueue {
  const waiting: (() => void)[] = [];
  let running = false;

  async function run() {
    running = true;
    while (waiting.length > 0) {
      await nextTask();
      waiting.shift()?.();
    }
    running = false;
  }

  return {
    ask(go) {
      waiting.push(go);
      if (!running) void run();
      return () => {
        const at = waiting.indexOf(go);
        if (at >= 0) waiting.splice(at, 1);
      };
    },
  };
}
