import { useEffect, useState } from 'react';
/** Ends the current task; what follows runs in a new one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
import { createTurnQueue } from './turn-queue';

/** The app's one queue of turns: the layout's late parts and the dashboards' cards take theirs in it. */
export const turns = createTurnQueue(nextTask);

/**
 * False until `ready` has been true for this part's turn (turn-queue.ts), then true for good: a
 * card shows its skeleton until its turn comes, a task or a few after its data arrived, and
 * later data (another range) draws at once, as the reader asked for it.
 */
export function useInTurn(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || shown) return;
    return turns.ask(() => setShown(true));
  }, [ready, shown]);
  return shown;
}
