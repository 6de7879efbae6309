import type { onSendHookHandler } from 'fastify';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { z } from 'zod';

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

/** The Redis channel every process of one deployment tells its API writes on. */
export const apiWritesChannel = (prefix: string) => `${prefix}api-writes`;

/**
 * Decorates the app with the write notifier; registered before the plugins that subscribe. With
 * Redis (several processes behind one proxy, issue #38), a write is also published, so the other
 * processes drop their copies too (the page cache, the demo admin check): within the moment
 * Redis takes to pass it on, not before this process answers as here.
 */
export const apiWritesPlugin = fp(
  async (app) => {
    const listeners: ApiWriteListener[] = [];
    const tellHere = (url: string) => {
      for (const listener of listeners) listener(url);
    };
    // Our own messages come back from Redis too: this process's mark tells them apart.
    const me = randomUUID();
    const channel = apiWritesChannel(app.env.REDIS_KEY_PREFIX);
    let publish: ((url: string) => void) | undefined;
    if (app.redis) {
      const redis = app.redis;
      // Subscribing takes a connection of its own; this one queues while Redis is away, so the
      // subscription comes back with the connection.
      const subscriber = redis.duplicate({ disableOfflineQueue: false });
      subscriber.on('error', (err: Error) => app.log.warn({ err }, 'api-writes subscriber: redis trouble'));
      await subscriber.connect();
      await subscriber.subscribe(channel, (message) => {
        const told = parseMessage(message);
        if (told && told.from !== me) tellHere(told.url);
      });
      app.addHook('onClose', async () => {
        subscriber.destroy();
      });
      publish = (url) =>
        void redis.publish(channel, JSON.stringify({ from: me, url })).catch((err: unknown) => {
          // Redis away: the other processes' copies stay until their own writes or restarts.
          app.log.warn({ err }, 'could not tell the other processes of an API write');
        });
    }
    const apiWrites: ApiWrites = {
      subscribe: (listener) => void listeners.push(listener),
      notify: (url) => {
        tellHere(url);
        publish?.(url);
      },
    };
    app.decorate('apiWrites', apiWrites);
  },
  { name: 'api-writes' },
);

const toldSchema = z.object({ from: z.string().max(64), url: z.string().max(8192) });

/** A message from the channel, or null when it is not one of ours (anyone with Redis access can publish). */
function parseMessage(message: string): { from: string; url: string } | null {
  try {
    const told = toldSchema.safeParse(JSON.parse(message));
    return told.success ? told.data : null;
  } catch {
    return null;
  }
}
