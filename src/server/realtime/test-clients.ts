import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../app';

/** The app listening on a free loopback port (sockets need a real server, not inject). */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A real socket.io-client as the browser opens it (SPEC.md section 7). */
export function client(url: string, token: string | undefined, opts: { reconnection?: boolean } = {}): Socket {
  return connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    query: token ? { token } : {},
    reconnection: opts.reconnection ?? false,
    forceNew: true,
  });
}

export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

export function next<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Collects every `event` the socket gets, to assert later that something did NOT arrive. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (value: T) => seen.push(value));
  return seen;
}

export type Answer = { ok: true; room?: string; wrapperId?: string } | { ok: false; code: string };
export function ask(socket: Socket, event: string, payload: unknown): Promise<Answer> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<Answer>;
}

/** A call-room grant from the token service itself, as the call screen gets it (POST /api/video/token). */
export async function callGrant(
  app: App,
  apiToken: string,
  roomName: string,
  participantName: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/video/token',
    payload: { roomName, participantName },
    headers: { authorization: `Bearer ${apiToken}` },
  });
  if (res.statusCode !== 200) throw new Error(`no grant for ${roomName}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}
