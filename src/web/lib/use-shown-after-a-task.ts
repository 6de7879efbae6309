import { useEffect, useState } from 'react';
import { turns } from './use-in-turn';

let started = false;

/**
 * False for the app's first render, true a task later; true at once for anything mounted after
 * that. The signed-in layout draws its page and footer through it, so the app's first render on
 * a phone is two tasks (the bars, then the page) instead of one ~45 ms task, ~180 ms at
 * Lighthouse's 4x slowdown, most of it blocking time (ADR 0021, "Stop 28"). Each part using it
 * shows in a task of its own, in mount order (a turn in the app's queue, use-in-turn.ts).
 */
export function useShownAfterATask(): boolean {
  const [shown, setShown] = useState(started);
  useEffect(() => {
    if (shown) return;
    return turns.ask(() => {
      started = true;
      setShown(true);
    });
  }, [shown]);
  return shown;
}
