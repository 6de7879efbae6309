/**
 * Calls `done` with what `find` returns once it returns something, checking each frame: the tour
 * waits so for a drawer to open or close and for a control to appear. Gives up after `limitMs`
 * (done(null)), so a control that never comes cannot hold the tour. Returns a cancel function.
 */
export function waitFor<T>(find: () => T | null, done: (found: T | null) => void, limitMs = 5000): () => void {
  const start = performance.now();
  let frame = 0;
  const check = () => {
    const found = find();
    if (found !== null) done(found);
    else if (performance.now() - start > limitMs) done(null);
    else frame = requestAnimationFrame(check);
  };
  check();
  return () => cancelAnimationFrame(frame);
}
