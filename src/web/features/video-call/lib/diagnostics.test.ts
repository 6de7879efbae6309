import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DiagnosticError,
  reasonOf,
  runDiagnostics,
  withTimeout,
  type DiagnosticStep,
  type StepResult,
} from './diagnostics';

afterEach(() => {
  vi.useRealTimers();
});

const never = (signal: AbortSignal) =>
  new Promise<void>((_, reject) =>
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
  );

describe('connection test: step sequencing', () => {
  it('runs the steps one at a time, in order, and reports each change of the whole list', async () => {
    const order: string[] = [];
    let running = 0;
    const step = (id: string, detail?: { ms: number }): DiagnosticStep => ({
      id,
      timeoutMs: 1_000,
      run: async () => {
        running++;
        expect(running).toBe(1);
        order.push(id);
        await Promise.resolve();
        running--;
        return detail;
      },
    });
    const seen: StepResult[][] = [];
    const results = await runDiagnostics([step('camera'), step('microphone', { ms: 12 })], (r) => seen.push(r));
    expect(order).toEqual(['camera', 'microphone']);
    expect(seen.map((r) => r.map((s) => s.status).join(','))).toEqual([
      'running,pending',
      'passed,pending',
      'passed,running',
      'passed,passed',
    ]);
    expect(results).toEqual([
      { id: 'camera', status: 'passed' },
      { id: 'microphone', status: 'passed', detail: { ms: 12 } },
    ]);
  });

  it('goes on after a failure, which carries its reason', async () => {
    const results = await runDiagnostics(
      [
        { id: 'camera', timeoutMs: 1_000, run: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
        { id: 'signalling', timeoutMs: 1_000, run: () => Promise.reject(new DiagnosticError('signallingOffline')) },
        { id: 'dataChannel', timeoutMs: 1_000, run: async () => ({ ms: 800, bytes: 1_000_000 }) },
      ],
      () => undefined,
    );
    expect(results).toEqual([
      { id: 'camera', status: 'failed', reason: 'permissionDenied' },
      { id: 'signalling', status: 'failed', reason: 'signallingOffline' },
      { id: 'dataChannel', status: 'passed', detail: { ms: 800, bytes: 1_000_000 } },
    ]);
  });

  it('stops before the next step when the dialog goes away, leaving the rest pending', async () => {
    const controller = new AbortController();
    const results = await runDiagnostics(
      [
        { id: 'camera', timeoutMs: 60_000, run: (signal) => (controller.abort(), never(signal)) },
        { id: 'microphone', timeoutMs: 1_000, run: async () => undefined },
      ],
      () => undefined,
      controller.signal,
    );
    expect(results.map((r) => r.status)).toEqual(['failed', 'pending']);
  });
});

describe('connection test: time limit', () => {
  it('fails a step that does not end in time with "timeout", and aborts it so it lets go of its devices', async () => {
    vi.useFakeTimers();
    let stopped = false;
    const result = withTimeout((signal) => {
      signal.addEventListener('abort', () => (stopped = true));
      return new Promise<void>(() => undefined);
    }, 10_000);
    const settled = expect(result).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(stopped).toBe(true);
  });

  it('answers what the check measured when it ends in time, and still frees what it held', async () => {
    let signal: AbortSignal | undefined;
    await expect(
      withTimeout(async (s) => {
        signal = s;
        return 42;
      }, 10_000),
    ).resolves.toBe(42);
    expect(signal?.aborted).toBe(true);
  });
});

describe('connection test: reasons', () => {
  it('puts browser errors as a person would', () => {
    expect(reasonOf(new DOMException('', 'NotAllowedError'))).toBe('permissionDenied');
    expect(reasonOf(new DOMException('', 'NotFoundError'))).toBe('noDevice');
    expect(reasonOf(new DOMException('', 'NotReadableError'))).toBe('deviceBusy');
    expect(reasonOf({ name: 'OverconstrainedError' })).toBe('deviceGone');
    expect(reasonOf(new DiagnosticError('iceFailed'))).toBe('iceFailed');
    expect(reasonOf(new Error('boom'))).toBe('unexpected');
    expect(reasonOf(null)).toBe('unexpected');
  });
});
