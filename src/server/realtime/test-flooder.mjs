// A member flooding the live channel (issue #30, Medium 4), in a process of its own so that the
// sending does not share the server's event loop: COUNT chatMessages into the victim's personal
// room and COUNT join-rooms of its own personal room, as fast as socket.io-client takes them. Prints one JSON line with
// what came back, once the server disconnected it or every answer came.
// Env: FLOOD_URL, FLOOD_TOKEN, FLOOD_SELF and FLOOD_VICTIM (user ids), FLOOD_COUNT.
import { io } from 'socket.io-client';

const { FLOOD_URL, FLOOD_TOKEN, FLOOD_SELF, FLOOD_VICTIM } = process.env;
const COUNT = Number(process.env.FLOOD_COUNT ?? 20_000);
const socket = io(FLOOD_URL, {
  path: '/socket.io',
  transports: ['websocket'],
  query: { token: FLOOD_TOKEN },
  reconnection: false,
  forceNew: true,
});

const answers = { ok: 0, rateLimited: 0, other: 0 };
let pending = 0;
let disconnectReason = null;
const done = () => {
  process.stdout.write(`${JSON.stringify({ answers, disconnectReason, sent: COUNT * 2 })}\n`);
  process.exit(0);
};
const onAnswer = (answer) => {
  if (answer?.ok) answers.ok += 1;
  else if (answer?.code === 'rateLimited') answers.rateLimited += 1;
  else answers.other += 1;
  if (--pending === 0 && disconnectReason === null) done();
};

socket.on('connect_error', (err) => {
  process.stderr.write(`flooder: cannot connect (${err.message})\n`);
  process.exit(1);
});
socket.on('disconnect', (reason) => {
  disconnectReason = reason;
  // Let answers already on the wire arrive, then report.
  setTimeout(done, 200);
});
socket.on('connect', () => {
  for (let i = 0; i < COUNT; i += 1) {
    pending += 2;
    socket.emit('chatMessage', { room: FLOOD_VICTIM, data: JSON.stringify({ text: `spam ${i}` }) }, onAnswer);
    socket.emit('join-room', FLOOD_SELF, onAnswer);
  }
});
