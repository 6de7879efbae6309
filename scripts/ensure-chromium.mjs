// End-to-end tests drive Debian's Chromium; Playwright never downloads a browser here. The tests
// run in its headless shell (package chromium-headless-shell, scripts/chromium-args.mjs), the
// bench in the full browser: both are installed when missing. CHROMIUM_PATH names one browser for
// both and skips the check.
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './debian-packages.mjs';

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
const ok = ensureDebianPackages(
  [
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ],
  { extra: ['fonts-noto-core'], hint: 'or point CHROMIUM_PATH at a Chromium or Chrome binary.' },
);
process.exit(ok ? 0 : 1);
