// Resident memory of the server (issue #12, Memory; ADR 0017): after a first start on an empty
// DATA_DIR (database creation, migrations, demo seeding), after a restart on the same folder,
// and after the load test. Target: at most 350 MB in steady use.
import { mb, startServer } from './server.mjs';

const TARGET_MB = 350;

/** First start and restart; returns the restarted server (still running) and the readings. */
export async function firstStartAndRestart({ port, dataDir }) {
  const first = await startServer({ port, dataDir });
  const readings = [['after a first start (new DATA_DIR)', first.rss(), first.startMs]];
  await first.stop();
  const server = await startServer({ port, dataDir });
  readings.push(['after a restart (same DATA_DIR)', server.rss(), server.startMs]);
  return { server, readings };
}

export function printMemory(readings) {
  console.log(`\nServer memory (VmRSS of the node process), target <= ${TARGET_MB} MB`);
  console.log('moment'.padEnd(40), 'RSS'.padStart(8), 'start'.padStart(8), ' result');
  for (const [label, rss, startMs] of readings) {
    const ok = rss <= TARGET_MB * 1024 * 1024;
    console.log(
      label.padEnd(40),
      mb(rss).padStart(8),
      (startMs === undefined ? '' : `${(startMs / 1000).toFixed(1)} s`).padStart(8),
      ok ? ' PASS' : ' FAIL',
    );
  }
}
