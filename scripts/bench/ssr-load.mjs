// Server rendering under load (docs/performance.md): autocannon against
// one site's front page (/index: "/" is a redirect) on one server process, loopback, 50 connections, a short warm-up then a
// bounded run. Targets: p95 <= 100 ms and >= 1,000 requests/s. Reports; never fails the run.
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

const HOST = 'korepetycje.lol';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_S = 3;
const TARGET_P95_MS = 100;
const TARGET_RPS = 1000;
// What browsers send: the page goes out compressed, as a visitor gets it (src/server/web/compress-html.ts).
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** One bounded run; every response's time is kept (autocannon's own table has no p95). */
function run(url, duration) {
  const times = [];
  let non2xx = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { host: HOST, 'accept-encoding': ACCEPT_ENCODING },
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
    else non2xx += 1;
  });
  return instance.then((result) => ({ result, times, non2xx }));
}

export async function runSsrLoad({ port, path = '/index' }) {
  const url = `http://127.0.0.1:${port}${path}`;
  await run(url, WARMUP_S);
  const { result, times, non2xx } = await run(url, DURATION_S);
  const rps = times.length / DURATION_S;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
  const bytes = Math.round(result.throughput.total / Math.max(1, result.requests.total));
  console.log(
    `\nServer rendering load: GET ${path} (Host ${HOST}), ${CONNECTIONS} connections, ${DURATION_S} s after a ${WARMUP_S} s warm-up`,
  );
  console.log(
    '2xx/s'.padStart(8),
    'p50'.padStart(9),
    'p95'.padStart(9),
    'p99'.padStart(9),
    'not 2xx'.padStart(8),
    'errors'.padStart(7),
    'bytes/resp'.padStart(11),
  );
  const ms = (v) => `${v.toFixed(1)} ms`.padStart(9);
  console.log(
    rps.toFixed(0).padStart(8),
    ms(p50),
    ms(p95),
    ms(p99),
    String(non2xx).padStart(8),
    String(result.errors + result.timeouts).padStart(7),
    String(bytes).padStart(11),
  );
  console.log(
    `  p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'};  >= ${TARGET_RPS} requests/s: ${rps >= TARGET_RPS ? 'PASS' : 'FAIL'}`,
  );
  return { rps, p50, p95, p99 };
}
