const STEP_MS = 30_000;

/**
 * Tests that turn two-step sign-in on with the previous step's code (so the current one stays
 * unused) need the server to check it within the same step: on a slow machine a request sent in
 * a step's last moment is checked in the next one, where that code is too old. This waits for a
 * moment with at least `marginMs` of the step left; the clock is the condition, a few seconds at
 * most.
 */
export async function awayFromStepEnd(marginMs = 8_000): Promise<void> {
  while (STEP_MS - (Date.now() % STEP_MS) < marginMs) await new Promise((resolve) => setTimeout(resolve, 100));
}
