import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Told the address of every API write that succeeded, before its answer leaves. */
export type ApiWriteListener = (url: string) => void;

export interface ApiWrites {
  /** What the server keeps in memory from the database subscribes here, to drop what a write may change. */
  subscribe(listener: ApiWriteListener): void;
  notify(url: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Successful API writes, for what the server keeps in memory (plugins/api-writes.ts). */
    apiWrites: ApiWrites;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API's onSend hook, added in the /api scope by api.ts so page requests never run it: before a
 * successful write is answered, the listeners drop what it may have changed, so the client's next
 * request already sees the change. A callback hook (no promise per request).
 */
export const notifyApiWrites: onSendHookHandler = (request, reply, payload, done) => {
  if (!READS.has(request.method) && reply.statusCode < 400) request.server.apiWrites.notify(request.url);
  done(null, payload);
};

/** Decorates the app with the write notifier; registered before the plugins that subscribe. */
export const apiWritesPlugin = fp(
  async (app) => {
    const listeners: ApiWriteListener[] = [];
    const apiWrites: ApiWrites = {
      subscribe: (listener) => void listeners.push(listener),
      notify: (url) => {
        for (const listener of listeners) listener(url);
      },
    };
    app.decorate('apiWrites', apiWrites);
  },
  { name: 'api-writes' },
);
