import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { Channel } from './channel';

/*
 * The channel against a socket.io server that answers as ours does when a session ends (issue #30):
 * its sockets are closed, and every later handshake with that token is refused with the
 * signInRequired code (src/server/realtime/session-sockets.test.ts tests that side). The browser
 * code may not import the server (eslint boundaries), so this server plays only that answer.
 */
async function liveServer() {
  const http: HttpServer = createServer();
  const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  const state = { refuseWith: null as string | null, handshakes: 0 };
  io.use((_socket, next) => {
    state.handshakes += 1;
    if (!state.refuseWith) return next();
    next(Object.assign(new Error(state.refuseWith), { data: { code: state.refuseWith } }));
  });
  io.on('connection', (socket) =>
    socket.on('join-room', (_room: unknown, ack: (a: unknown) => void) => ack({ ok: true })),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { io, url, state, close: () => new Promise<void>((resolve) => io.close(() => resolve())) };
}

const until = async (condition: () => boolean, what: string, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('live channel when the session ends', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const open = async (refusal: string) => {
    const server = await liveServer();
    const channel = new Channel({
      kind: 'persfRoom',
      room: 'someone',
      apiToken: 'token-of-this-session',
      url: server.url,
    });
    cleanups.push(() => channel.close(), server.close);
    await until(() => channel.getState() === 'connected', 'first connect');
    // The session ends: the server refuses the token from now on and closes the socket.
    server.state.refuseWith = refusal;
    server.io.disconnectSockets(true);
    return { server, channel };
  };

  it('stops trying once the server refuses its token with signInRequired', async () => {
    const { server, channel } = await open('signInRequired');
    await until(() => channel.ended, 'the channel to see its session ended');
    expect(channel.getState()).toBe('not connected');
    // The first connect, then the one retry that was refused: no more retries are scheduled.
    expect(server.state.handshakes).toBe(2);
  });

  it('comes back by itself after the connection is lost (socket.io-client reconnects, SPEC.md section 4)', async () => {
    const server = await liveServer();
    const channel = new Channel({ kind: 'persfRoom', room: 'someone', apiToken: 'token', url: server.url });
    cleanups.push(() => channel.close(), server.close);
    await until(() => channel.getState() === 'connected', 'first connect');
    const states: string[] = [];
    channel.subscribe(() => states.push(channel.getState()));
    // The transport goes away under the socket, as on a network drop (not a disconnect by the server).
    for (const socket of server.io.sockets.sockets.values()) socket.conn.close();
    await until(() => states.includes('not connected') && channel.getState() === 'connected', 'a reconnect');
    expect(server.state.handshakes).toBe(2);
  });

  it('keeps trying after any other refusal (a server error may pass)', async () => {
    const { server, channel } = await open('serverError');
    await until(() => server.state.handshakes >= 3, 'a second retry after a server error');
    expect(channel.ended).toBe(false);
  });
});
