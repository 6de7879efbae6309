import { useSyncExternalStore } from 'react';

/*
 * The page's scroll position as last read in a scroll event or an animation frame. Reading
 * `window.scrollY` while rendering made the browser lay the page out in the middle of taking a
 * server page over (~18 ms at Lighthouse's 4x slowdown); read there, the layout is due anyway.
 */
let scrollY = 0;
const listeners = new Set<() => void>();
let frame = 0;

function read() {
  frame = 0;
  const next = window.scrollY;
  if (next === scrollY) return;
  scrollY = next;
  for (const notify of listeners) notify();
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  if (listeners.size === 1) window.addEventListener('scroll', read, { passive: true });
  // A page opened already scrolled (a reload keeps the place) shows it from the next frame on.
  frame ||= requestAnimationFrame(read);
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0) window.removeEventListener('scroll', read);
  };
}

/** True once the page is scrolled further down than `threshold` px; re-renders only on crossing. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  );
}
