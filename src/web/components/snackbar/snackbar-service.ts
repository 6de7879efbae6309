import { SNACKBAR_TIMEOUT_MS } from '@common/constants';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Toasts as a tiny store outside React: notify() works from anywhere (an API error handler, a
 * socket event) and the one <SnackbarHost> mounted by the app shows the queue one at a time, in
 * order. Importing this costs no UI code; the host loads MUI's Snackbar only for the first toast.
 */
export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  /** Already translated text. */
  message: string;
  severity?: SnackbarSeverity;
  /** Milliseconds before it hides itself; null keeps it until closed. */
  timeout?: number | null;
}

export interface SnackbarMessage {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  timeout: number | null;
}

/** Past this, the oldest waiting toasts are dropped: a burst of errors should not take minutes. */
export const SNACKBAR_QUEUE_LIMIT = 5;

let queue: readonly SnackbarMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setQueue(next: readonly SnackbarMessage[]) {
  queue = next;
  listeners.forEach((l) => l());
}

/** Queues a toast and returns its id. The same text and severity already waiting is not repeated. */
export function notify({ message, severity = 'info', timeout = SNACKBAR_TIMEOUT_MS }: NotifyOptions): number {
  const same = queue.find((m) => m.message === message && m.severity === severity);
  if (same) return same.id;
  const entry: SnackbarMessage = { id: nextId++, message, severity, timeout };
  const [shown, ...waiting] = [...queue, entry];
  const kept = waiting.slice(-SNACKBAR_QUEUE_LIMIT);
  setQueue(shown ? [shown, ...kept] : kept);
  return entry.id;
}

/** Removes a toast, shown or waiting; the next one in line shows. */
export function dismiss(id: number): void {
  if (queue.some((m) => m.id === id)) setQueue(queue.filter((m) => m.id !== id));
}

export function subscribeSnackbars(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function snackbarQueue(): readonly SnackbarMessage[] {
  return queue;
}

/** The queue, for the host: its first entry is the one on screen. */
/** The server's (and a hydrating island's) view: no toast yet; one made meanwhile shows right after. */
const NO_MESSAGES: readonly SnackbarMessage[] = [];

export function useSnackbarQueue(): readonly SnackbarMessage[] {
  return useSyncExternalStore(subscribeSnackbars, snackbarQueue, () => NO_MESSAGES);
}

/** notify() for components; stable across renders. */
export function useNotify(): (options: NotifyOptions) => number {
  return useCallback((options: NotifyOptions) => notify(options), []);
}

/** Tests only. */
export function resetSnackbars(): void {
  setQueue([]);
}
