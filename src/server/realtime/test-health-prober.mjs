// Probes GET /api/health from outside the server's process, as a load balancer does: one probe
// every PROBE_EVERY_MS whether or not the last one answered, so a stalled server shows as many
// slow probes, not one. Stops when its stdin closes and prints the latencies (ms) as JSON.
// Env: PROBE_URL, PROBE_EVERY_MS.
const url = `${process.env.PROBE_URL}/api/health`;
const everyMs = Number(process.env.PROBE_EVERY_MS ?? 50);

const latencies = [];
const failures = [];
const inFlight = new Set();
const probe = () => {
  const started = performance.now();
  const request = fetch(url)
    .then(async (res) => {
      await res.arrayBuffer();
      if (res.status === 200) latencies.push(performance.now() - started);
      else failures.push(res.status);
    })
    .catch((err) => failures.push(String(err)))
    .finally(() => inFlight.delete(request));
  inFlight.add(request);
};
const timer = setInterval(probe, everyMs);
probe();

process.stdin.resume();
process.stdin.on('end', async () => {
  clearInterval(timer);
  await Promise.all(inFlight);
  process.stdout.write(`${JSON.stringify({ latencies, failures })}\n`);
  process.exit(0);
});
