/*
 * "Test connection" on the join dialog (issue #16, SPEC.md section 9): a few checks run one after
 * the other, each with its own time limit, each ending passed or failed with a reason code the
 * screen translates (video.diag.reason.<code>). Nothing here touches the browser's devices: the
 * checks themselves are handed in, so the order, the time limits and the reasons are testable.
 */

export type StepStatus = 'pending' | 'running' | 'passed' | 'failed';

/** What a passed step measured, shown beside it (milliseconds, bytes). */
export interface StepDetail {
  ms?: number;
  bytes?: number;
}

export interface StepResult<Id extends string = string> {
  id: Id;
  status: StepStatus;
  /** Why it failed: a reason code (see reasonOf). */
  reason?: string;
  detail?: StepDetail;
}

export interface DiagnosticStep<Id extends string = string> {
  id: Id;
  timeoutMs: number;
  /** Does the check; must let go of what it opened once `signal` aborts (time up, dialog gone). */
  run: (signal: AbortSignal) => Promise<StepDetail | void>;
}

/** A failure whose message is already a reason code. */
export class DiagnosticError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'DiagnosticError';
  }
}

/** getUserMedia's and WebRTC's error names, as a person would put them. */
const REASONS_BY_NAME: Record<string, string> = {
  NotAllowedError: 'permissionDenied',
  SecurityError: 'permissionDenied',
  NotFoundError: 'noDevice',
  NotReadableError: 'deviceBusy',
  AbortError: 'deviceBusy',
  OverconstrainedError: 'deviceGone',
  NotSupportedError: 'unsupported',
};

export function reasonOf(err: unknown): string {
  if (err instanceof DiagnosticError) return err.code;
  const name = (err as { name?: unknown } | null)?.name;
  return (typeof name === 'string' && REASONS_BY_NAME[name]) || 'unexpected';
}

/**
 * Runs `run` with a time limit: past `ms` it is aborted and the answer is a `timeout` failure.
 * An abort from outside (the dialog closed) aborts it too and ends it as `cancelled` at once,
 * whether or not the check notices.
 */
export function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancel = () => undefined as void;
  const limit = new Promise<never>((_, reject) => {
    cancel = () => reject(new DiagnosticError('cancelled'));
    timer = setTimeout(() => reject(new DiagnosticError('timeout')), ms);
  });
  if (outer?.aborted) cancel();
  outer?.addEventListener('abort', cancel, { once: true });
  const running = Promise.resolve().then(() => run(controller.signal));
  return Promise.race([running, limit]).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', cancel);
    // The check ended either way: whatever it still holds (a camera, a connection) goes.
    controller.abort();
  });
}

export function initialResults<Id extends string>(steps: readonly DiagnosticStep<Id>[]): StepResult<Id>[] {
  return steps.map((step) => ({ id: step.id, status: 'pending' }));
}

/**
 * Runs the steps in order, every one of them even after a failure (a broken camera says nothing
 * about the network), and reports the whole list after each change. Aborting `signal` stops
 * before the next step; steps not started stay pending.
 */
export async function runDiagnostics<Id extends string>(
  steps: readonly DiagnosticStep<Id>[],
  onChange: (results: StepResult<Id>[]) => void,
  signal?: AbortSignal,
): Promise<StepResult<Id>[]> {
  let results = initialResults(steps);
  const set = (index: number, result: StepResult<Id>) => {
    results = results.map((r, i) => (i === index ? result : r));
    onChange(results);
  };
  for (const [index, step] of steps.entries()) {
    if (signal?.aborted) break;
    set(index, { id: step.id, status: 'running' });
    try {
      const detail = await withTimeout(step.run, step.timeoutMs, signal);
      set(index, { id: step.id, status: 'passed', ...(detail ? { detail } : {}) });
    } catch (err) {
      set(index, { id: step.id, status: 'failed', reason: reasonOf(err) });
    }
  }
  return results;
}
