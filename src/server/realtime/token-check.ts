/**
 * The handshake's apiToken check with concurrent lookups of one token shared: when a user's
 * sockets (tabs, or a crowd reconnecting after a restart) present the same token at the same
 * moment, one database read answers them all instead of one read each. Nothing is kept once
 * that read settles, so every later handshake asks the database again: a revoked or expired
 * token, or a suspended user, is refused from the next handshake on, as before.
 */
export function sharedLookups<T>(lookup: (token: string) => Promise<T>): (token: string) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (token) => {
    const pending = inFlight.get(token);
    if (pending) return pending;
    const started = lookup(token).finally(() => inFlight.delete(token));
    inFlight.set(token, started);
    return started;
  };
}
