import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/chromium-args.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3217);
// Each run starts on an empty database, seeded with the demo data, as a new user's first start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // No retry, in CI either (issue #32): a test that fails once is a failing test, to be fixed.
  retries: 0,
  // 60 s: since React runs in the browser (ADR 0026) a signed-in page starts slower on two busy
  // cores, and the longest account and admin journeys passed 30 s (issue #32 caps a test at 60 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace (DOM snapshots, network, console). Without the screencast:
    // recording frames of every test cost CPU the two cores need for the tests themselves.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The app honours "reduce motion" (css-baseline.ts: transitions and animations ~0 ms), so pages
    // settle without painting animation frames: in software rendering on two cores each frame of
    // a spinner, skeleton or ripple is CPU the tests need. Specs about motion itself opt back in
    // with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Signs the demo admin and member in once per run for the tests that use their saved state
    // (e2e/support/roles.ts); a run of a single spec makes them too.
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['sign-in'],
    },
  ],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // Waits for /api/health, so a long limit costs nothing when the start is quick: a new data
    // folder is created and seeded with every site's demo listings and pictures first, which
    // passed 120 s at loads above 20 on two cores.
    timeout: 300_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Mail goes to the outbox, and e2e/support/accounts.ts reads reset links from /api/dev/outbox.
      DEV_OUTBOX: 'true',
      // Every spec's clean-up signs the demo admin in, more than 10 times in 15 minutes from one IP,
      // and both workers sign in at once from 127.0.0.1. The limits themselves are proven by the
      // server suite (src/server/modules/auth/limits.test.ts).
      AUTH_RATE_LIMIT: '1000',
      AUTH_ACCOUNT_FAILURE_LIMIT: '1000',
      TOTP_FAILURE_LIMIT: '1000',
      MAIL_PER_ADDRESS_LIMIT: '1000',
      AUTH_CONCURRENT_PER_IP: '100',
      // Every contact-form test sends from 127.0.0.1 (limit: contact.test.ts).
      CONTACT_RATE_LIMIT: '1000',
      // Where korepetycje.lol's contact form is mailed, so the e2e test can read it in the outbox.
      CONTACT_EMAILS: '{"korepetycje":"kontakt@korepetycje.test"}',
      // Call invitations ring 15 s instead of SPEC's 30 s, so e2e/missed-calls.spec.ts sees one
      // expire in reasonable time; still long enough for the call specs to accept in the popup.
      CALL_INVITATION_TIMEOUT_MS: '15000',
    },
  },
});
