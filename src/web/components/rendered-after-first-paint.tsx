import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children left out of the render that mounts it and drawn in a background render React
 * starts right after (useDeferredValue with an initial value, React 19). That render is a
 * transition: React works on it a few milliseconds at a time and answers a tap in between.
 * The signed-in layout puts its page and footer and the navbar's controls in it, so the app's
 * first render on a phone is the bars alone, not one long task with the whole page (ADR 0021,
 * stops 28-29, where a hand-made queue of tasks did this for Preact). For parts whose late
 * arrival moves nothing else on screen.
 */
export function RenderedAfterFirstPaint({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
