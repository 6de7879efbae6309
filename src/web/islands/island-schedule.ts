import { whenIdle } from '@web/lib/when-idle';
import type { IslandWhen } from './island';

/** How far below the screen an island starts loading, so it is ready when scrolled to. */
const NEAR_SCREEN = '300px 0px';

/**
 * Calls `start` once, at the island's time (IslandWhen), and at the latest when the reader
 * reaches into it (a pointer, a key, focus): a part they use never waits for its turn.
 */
export function atIslandTime(element: HTMLElement, when: IslandWhen, start: () => void): void {
  let started = false;
  const stops: (() => void)[] = [];
  const go = () => {
    if (started) return;
    started = true;
    for (const stop of stops) stop();
    start();
  };
  if (when === 'load') return go();
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    element.addEventListener(type, go, { capture: true, once: true });
    stops.push(() => element.removeEventListener(type, go, { capture: true }));
  }
  if (when === 'idle') return whenIdle(go);
  // The wrapper has no box of its own (display: contents): its children are what is seen.
  const seen = [...element.children];
  if (typeof IntersectionObserver === 'undefined' || seen.length === 0) return whenIdle(go);
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
    rootMargin: NEAR_SCREEN,
  });
  for (const child of seen) observer.observe(child);
  stops.push(() => observer.disconnect());
}

/**
 * Holds the clicks made on an island before it hydrated and clicks again once it has: a button
 * pressed while its code was still on the way is not lost. (React replays events that arrive
 * while it hydrates, not those from before its root existed.) Returns the release to call then.
 */
export function holdEarlyClicks(element: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    // A plain link works without the island's code: let the browser follow it.
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  element.addEventListener('click', hold, true);
  return () => {
    element.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  };
}
