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
