import { describe, expect, it } from 'vitest';
import { manualTasks } from './manual-tasks.test-support';
import { createTurnQueue } from './turn-queue';

describe('createTurnQueue', () => {
  it('gives each part a task of its own, in the order they asked', async () => {
    const tasks = manualTasks();
    const queue = createTurnQueue(tasks.nextTask);
    const shown: string[] = [];
    queue.ask(() => shown.push('stats'));
    queue.ask(() => shown.push('chart'));
    queue.ask(() => shown.push('table'));
    expect(shown).toEqual([]);
    await tasks.runTask();
    expect(shown).toEqual(['stats']);
    await tasks.runTask();
    expect(shown).toEqual(['stats', 'chart']);
    await tasks.runTask();
    expect(shown).toEqual(['stats', 'chart', 'table']);
  });

  it('skips a part that left before its turn, and starts again for parts asking later', async () => {
    const tasks = manualTasks();
    const queue = createTurnQueue(tasks.nextTask);
    const shown: string[] = [];
    const cancel = queue.ask(() => shown.push('gone'));
    queue.ask(() => shown.push('kept'));
    cancel();
    await tasks.runTask();
    expect(shown).toEqual(['kept']);
    await tasks.runTask();
    queue.ask(() => shown.push('later'));
    await tasks.runTask();
    expect(shown).toEqual(['kept', 'later']);
  });
});
