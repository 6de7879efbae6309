import { describe, expect, it } from 'vitest';
import { createHydrationQueue } from './hydration-queue';
import { manualTasks } from './manual-tasks.test-support';

describe('createHydrationQueue', () => {
  it('opens one part per task, lower stages first, then in page order', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.nextTask);
    const opened: string[] = [];
    void queue.run();
    const take = (name: string, stage: number) => {
      const ticket = queue.take(stage);
      void ticket.ready.then(() => opened.push(name));
      return ticket;
    };
    const footer = take('footer', 3);
    take('tools', 1);
    take('main', 2);
    take('banner', 3);
    expect(footer.opened).toBe(false);
    await tasks.runTask();
    expect(opened).toEqual(['tools']);
    await tasks.runTask();
    expect(opened).toEqual(['tools', 'main']);
    // A part inside the main content joins while it renders, ahead of later stages.
    take('grid', 2);
    await tasks.runTask();
    await tasks.runTask();
    await tasks.runTask();
    expect(opened).toEqual(['tools', 'main', 'grid', 'footer', 'banner']);
    expect(footer.opened).toBe(true);
  });

  it('is done once nothing is left; parts after that (or before it ran) are open at once', async () => {
    const tasks = manualTasks();
    const queue = createHydrationQueue(tasks.nextTask);
    expect(queue.take(1).opened).toBe(true);
    let done = false;
    void queue.run().then(() => (done = true));
    void queue.done().then(() => (done = true));
    queue.take(1);
    await tasks.runTask();
    expect(done).toBe(false);
    await tasks.runTask();
    expect(done).toBe(true);
    expect(queue.take(2).opened).toBe(true);
  });
});
