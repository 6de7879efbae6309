/**
 * For tests of code that works one browser task at a time (hydration-queue.ts): a
 * stand-in for the task queue, where each nextTask() waits until the test runs the next task.
 */
export function manualTasks() {
  const queued: (() => void)[] = [];
  return {
    nextTask: () => new Promise<void>((resolve) => queued.push(resolve)),
    /** Runs the next task and lets its promise callbacks (the part's render) settle. */
    async runTask() {
      queued.shift()?.();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}
