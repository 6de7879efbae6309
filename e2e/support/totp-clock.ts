import { expect } from '@playwright/test';

const STEP_MS = 30_000;

/**
 * Before turning two-step sign-in on with the previous step's code (so the current one stays
 * unused for the sign-in under test): wait for a moment with enough of the 30 s step left that
 * the server checks that code in the same step, even on a slow machine.
 */
export async function awayFromStepEnd(marginMs = 8_000): Promise<void> {
  await expect
    .poll(() => STEP_MS - (Date.now() % STEP_MS), { intervals: [200], timeout: marginMs + 1_000 })
    .toBeGreaterThanOrEqual(marginMs);
}
