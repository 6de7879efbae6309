import { useEffect, useState } from 'react';

let started = false;

/**
 * False for the app's first render, true a task later; true at once for anything mounted after
 * that. The signed-in layout draws its page and footer through it, so the app's first render on
 * a phone is two tasks (the bars, then the page) instead of one ~45 ms task, ~180 ms at
 * Lighthouse's 4x slowdown, most of it blocking time (ADR 0021, "Stop 28"). Each part using it
 * shows in a task of its own, in mount order.
 */
export function useShownAfterATask(): boolean {
  const [shown, setShown] = useState(started);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => {
      started = true;
      setShown(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}
