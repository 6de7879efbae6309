// Debian packages a command needs (Chromium for the tests, nginx for `npm run cluster`): installed
// with apt-get when missing and run as root, as CI's fresh machine is; otherwise a message saying
// what to install. Nothing is downloaded from anywhere but Debian's package archive.
import { chmodSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * `packages`: [binary that proves it is installed, Debian package name] pairs. Returns true when
 * all are there (after installing), false after printing what the user must install.
 */
export function ensureDebianPackages(packages, { extra = [], hint = '' } = {}) {
  const missing = packages.filter(([binary]) => !existsSync(binary)).map(([, name]) => name);
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Missing Debian package(s): ${missing.join(', ')}. Install them first, e.g. "sudo apt-get install ${missing.join(' ')}"` +
        (hint ? `,\n${hint}` : '.'),
    );
    return false;
  }
  console.log(`Installing Debian package(s) ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // A package with a service (nginx) would start it on port 80 as it installs: Debian's
  // policy-rc.d hook answering 101 ("not allowed") keeps it installed but stopped.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) {
    writeFileSync(policy, '#!/bin/sh\nexit 101\n');
    chmodSync(policy, 0o755);
  }
  try {
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...missing, ...extra],
    ]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) {
        console.error(`apt-get ${args.join(' ')} failed; install ${missing.join(' ')} by hand.`);
        return false;
      }
    }
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  return true;
}
