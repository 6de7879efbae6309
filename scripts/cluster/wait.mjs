import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `ready` (sync or async) every 200 ms until it is true, or throws naming `what` after `ms`. */
export async function waitFor(what, ready, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await ready()) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`${what} did not get ready within ${Math.round(ms / 1000)} s`);
    await sleep(200);
  }
}

/** A port of 127.0.0.1 nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
