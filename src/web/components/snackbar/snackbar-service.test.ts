import { SNACKBAR_TIMEOUT_MS } from '@common/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismiss,
  notify,
  resetSnackbars,
  SNACKBAR_QUEUE_LIMIT,
  snackbarQueue,
  subscribeSnackbars,
} from './snackbar-service';

beforeEach(resetSnackbars);

describe('snackbar service', () => {
  it('queues in order with a 5000 ms default timeout and info severity', () => {
    notify({ message: 'one' });
    notify({ message: 'two', severity: 'error', timeout: null });
    expect(snackbarQueue().map((m) => [m.message, m.severity, m.timeout])).toEqual([
      ['one', 'info', SNACKBAR_TIMEOUT_MS],
      ['two', 'error', null],
    ]);
    expect(SNACKBAR_TIMEOUT_MS).toBe(5000);
  });

  it('dismissing the shown toast brings the next one forward', () => {
    const first = notify({ message: 'one' });
    notify({ message: 'two' });
    dismiss(first);
    expect(snackbarQueue()[0]?.message).toBe('two');
  });

  it('does not repeat a toast that is already waiting', () => {
    const a = notify({ message: 'Saved', severity: 'success' });
    const b = notify({ message: 'Saved', severity: 'success' });
    expect(b).toBe(a);
    expect(snackbarQueue()).toHaveLength(1);
  });

  it('keeps the shown toast and the newest waiting ones when flooded', () => {
    for (let i = 0; i < 20; i++) notify({ message: `m${i}` });
    const queue = snackbarQueue();
    expect(queue).toHaveLength(1 + SNACKBAR_QUEUE_LIMIT);
    expect(queue[0]?.message).toBe('m0');
    expect(queue.at(-1)?.message).toBe('m19');
  });

  it('tells subscribers about every change', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeSnackbars(heard);
    const id = notify({ message: 'x' });
    dismiss(id);
    dismiss(id);
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
