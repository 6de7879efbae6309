import { afterEach } from 'vitest';

// Browser-side suites (happy-dom) unmount what they rendered after each test. Without it a
// closing MUI transition's timer can fire after the environment is gone and fail the run
// ("window is not defined") in a file whose tests all passed.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
