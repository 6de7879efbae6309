import { existsSync } from 'node:fs';

// The Chromium flags every automated run here uses: the end-to-end tests (playwright.config.ts)
// and the bench sections (pages, call, lighthouse). One list, so a flag a test needs is never
// missing from the figures the bench prints, or the other way round.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host name reaches this machine, so http://korepetycje.lol:PORT/ is that site.
  '--host-resolver-rules=MAP * 127.0.0.1',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** The Chromium binary: CHROMIUM_PATH, else Debian's (scripts/ensure-chromium.mjs installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Debian's headless shell (package chromium-headless-shell, the
 * same Chromium without the desktop browser around it) where it is installed. A menu walk and a
 * video call took about a third less CPU in it than in the full browser's headless mode, and on
 * two cores the e2e run is bound by that CPU (docs/performance.md). The bench sections stay on
 * the full browser, whose figures the budgets were set with.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
