// `npm run bench -- --only=live-flood` (issue #30): one member floods the live channel of the
// production server for BENCH_FLOOD_SECONDS (default 60) with the biggest messages it may send
// (chat text and broadcast data at their caps, into a call room of its own that nobody joined,
// the case that once filled the heap), with an oversized 7 MB packet now and then, reconnecting
// each time the server drops it. Meanwhile /api/health is asked every 200 ms and the server's
// RSS read every 2 s. Targets: health p95 <= 500 ms, RSS <= 350 MB throughout.
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { mb } from './server.mjs';
import { percentile } from './stats.mjs';

const HEALTH_TARGET_MS = 500;
const RSS_TARGET = 350 * 1024 * 1024;
// The caps of src/server/realtime/payloads.ts (MAX_CHAT_DATA_CHARS, MAX_BROADCAST_DATA_CHARS).
const CHAT_CHARS = 4 * 1024;
const BROADCAST_CHARS = 8 * 1024;
const OVERSIZED_CHARS = 7 * 1024 * 1024;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function registerMember(base) {
  const email = `flooder-${Date.now().toString(36)}@example.test`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Flooding Member', email, password: 'correct horse battery' }),
  });
  if (res.status !== 201) throw new Error(`could not register the flooding member: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Opens a socket for the member; resolves once connected, or null when refused. */
function connect(base, token) {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', () => {
      socket.close();
      resolve(null);
    });
  });
}

export async function runLiveFlood({ port, server }) {
  const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
  const base = `http://127.0.0.1:${port}`;
  const member = await registerMember(base);
  const callRoom = `${member.userId}_${randomUUID()}`; // a call room of its own, nobody else in it
  const chatText = JSON.stringify({ text: 'x'.repeat(CHAT_CHARS - 20) });
  const broadcastData = 'y'.repeat(BROADCAST_CHARS);
  const oversized = 'z'.repeat(OVERSIZED_CHARS);

  const answers = {};
  const count = (answer) => {
    const code = answer?.ok ? 'ok' : (answer?.code ?? 'none');
    answers[code] = (answers[code] ?? 0) + 1;
  };
  const health = [];
  const rss = [server.rss()];
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  let connections = 0;

  const probe = (async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`).catch(() => null);
      health.push(res?.ok ? performance.now() - started : Infinity);
      await sleep(200);
    }
  })();
  const reader = (async () => {
    while (Date.now() < until) {
      await sleep(2000);
      rss.push(server.rss());
    }
  })();

  // The flooder: as fast as its socket drains, 50 events a turn, one oversized packet in 100.
  while (Date.now() < until) {
    const socket = await connect(base, member.apiToken);
    if (!socket) break;
    connections += 1;
    // In the room first, as the attack went: a room of one's own is always open to its owner.
    count(
      await socket
        .timeout(5000)
        .emitWithAck('join-room', callRoom)
        .catch(() => null),
    );
    while (socket.connected && Date.now() < until) {
      for (let i = 0; i < 50 && socket.connected; i += 1, sent += 1) {
        if (sent % 100 === 99) socket.emit('chatMessage', { room: callRoom, data: oversized }, count);
        else if (sent % 2) socket.emit('chatMessage', { room: callRoom, data: chatText }, count);
        else
          socket.emit(
            'AuctionStreamAdapter_BROADCAST',
            { SocketIOUniqueChannelName: callRoom, data: broadcastData },
            count,
          );
      }
      await sleep(5);
    }
    socket.close();
  }
  await Promise.all([probe, reader]);
  rss.push(server.rss());

  const p95 = percentile(health, 95);
  const maxRss = Math.max(...rss);
  const verdict = (ok) => (ok ? 'ok' : 'FAIL');
  console.log(`\nLive channel under one member's flood (${seconds} s, issue #30)`);
  console.log(`  events sent ${sent} over ${connections} connection(s); answers ${JSON.stringify(answers)}`);
  console.log(
    `  /api/health: ${health.length} probes, p50 ${percentile(health, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms (target p95 <= ${HEALTH_TARGET_MS} ms) ${verdict(p95 <= HEALTH_TARGET_MS)}`,
  );
  console.log(
    `  server RSS: start ${mb(rss[0])}, max ${mb(maxRss)}, end ${mb(rss.at(-1))} (target <= 350 MB) ${verdict(maxRss <= RSS_TARGET)}`,
  );
}
