/** Runs `work` when the browser has nothing else to do (or after a moment where it cannot say). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 5000 });
  else setTimeout(work, 1000);
}
