import { createClient } from 'redis';

/** The client as this app configures it (the type follows the options given). */
export type RedisClient = ReturnType<typeof makeClient>;

/** How long start-up waits for Redis before it gives up with a message naming REDIS_URL. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface OpenRedisOptions {
  url: string;
  /** Where connection trouble after start-up goes (the client retries on its own). */
  onError: (error: Error) => void;
}

/**
 * Connects to Redis or fails with a clear message. Once connected, a dropped connection is
 * retried with a growing pause (up to 5 s) instead of crashing the server.
 */
export async function openRedis({ url, onError }: OpenRedisOptions): Promise<RedisClient> {
  let connected = false;
  const client = makeClient(url, () => connected);
  client.on('error', (error: Error) => {
    if (connected) onError(error);
  });
  try {
    await client.connect();
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`REDIS_URL: cannot connect to ${redactUrl(url)} (${reason})`);
  }
  connected = true;
  return client;
}

function makeClient(url: string, isConnected: () => boolean) {
  return createClient({
    url,
    // While the connection is down, commands fail at once instead of queueing until it is back
    // (that queue is what hung sign-in for 90 s); callers fall back (security/limiter.ts).
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Before the first connection, give up at once so start-up can report it; after, keep trying.
      reconnectStrategy: (retries: number) => (isConnected() ? Math.min(100 * 2 ** retries, 5_000) : false),
    },
  });
}

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured address';
  }
}
