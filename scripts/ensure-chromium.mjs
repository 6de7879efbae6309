// End-to-end tests drive Debian's Chromium; Playwright never downloads a browser here. The tests
// run in its headless shell (package chromium-headless-shell, scripts/chromium-args.mjs), the
// bench in the full browser: both are installed when missing. CHROMIUM_PATH names one browser for
// both and skips the check.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
const PACKAGES = [
  ['/usr/bin/chromium', 'chromium'],
  ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
];
const missing = PACKAGES.filter(([binary]) => !existsSync(binary)).map(([, name]) => name);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `Missing Debian package(s): ${missing.join(', ')}. Install them first, e.g. "sudo apt-get install ${missing.join(' ')}",\n` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log(`Installing Debian package(s) ${missing.join(', ')} with apt-get...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', ...missing, 'fonts-noto-core'],
]) {
  const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed; install ${missing.join(' ')} by hand.`);
    process.exit(1);
  }
}
