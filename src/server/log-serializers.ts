import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';

/**
 * A failed query must not put its parameters in the log: they hold password hashes, token hashes
 * and e-mail addresses (issue #9). Drizzle's DrizzleQueryError carries `params` and repeats them
 * in its message and stack; pg errors carry `detail` ("Key (email)=(…) already exists") and
 * `where`. So errors are logged from an allow-list of fields, with the query text ($1, $2 …)
 * but never the values.
 */

/** Fields of node-postgres / PGlite errors that name what failed without quoting row values. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'] as const;
const MAX_CAUSES = 4;

function isErrorLike(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

/** The stack's first line repeats the message; keep only the frames under the safe message. */
function stackUnder(header: string, stack: unknown): string {
  if (typeof stack !== 'string') return header;
  const frames = stack.indexOf('\n    at ');
  return frames === -1 ? header : header + stack.slice(frames);
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeErrorSerializer(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err)) return err;
  const type = err.constructor?.name || err.name;
  const message = err instanceof DrizzleQueryError ? `Failed query: ${err.query}` : err.message;
  const out: SerializedError = { type, message, stack: stackUnder(`${err.name}: ${message}`, err.stack) };
  const fields = err as unknown as Record<string, unknown>;
  for (const key of SAFE_FIELDS) {
    if (fields[key] !== undefined && typeof fields[key] !== 'object') out[key] = fields[key];
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = safeErrorSerializer(err.cause, depth + 1);
  return out;
}

/**
 * Query parameters that are secrets (issue #30): the mailed links /reset-password?token= and
 * /verify-email?token= (auth/link-mail.ts) reach the server as page requests, and a reset token
 * in the request log would let anyone who reads the log set the user's password.
 */
const SECRET_PARAM = /^(token|access_token|refresh_token|id_token|code|password|secret)$/i;
export const REDACTED = '[redacted]';

/** A path and query with the values of secret parameters replaced; everything else as it was. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const end = url.indexOf('#', at);
  const query = url.slice(at + 1, end === -1 ? undefined : end);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    if (eq === -1) return part;
    let name = part.slice(0, eq);
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: compared as written.
    }
    return SECRET_PARAM.test(name) ? `${part.slice(0, eq)}=${REDACTED}` : part;
  });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer (fastify/lib/logger-pino.js) with the URL's secrets redacted. */
export function safeRequestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: typeof req.headers?.['accept-version'] === 'string' ? req.headers['accept-version'] : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The server's logger options with the safe `err` serializer (every `log.x({ err })` uses it) and
 * the request serializer that keeps tokens out of "incoming request" lines.
 */
export function withSafeErrorLogging(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      err: (err) => safeErrorSerializer(err) as SerializedError,
      req: (req) => safeRequestSerializer(req as LoggedRequest),
    },
  };
}

/** The same allow-list as text, for the console before the logger exists (main.ts). */
export function formatSafeError(err: unknown): string {
  const lines: string[] = [];
  let current = safeErrorSerializer(err);
  for (let depth = 0; depth <= MAX_CAUSES && current !== undefined; depth += 1) {
    const e = current as Partial<SerializedError> | string;
    const text =
      typeof e === 'object' && e !== null
        ? `${e.stack ?? e.message}${e.code ? ` (code ${String(e.code)})` : ''}`
        : String(e);
    lines.push(depth === 0 ? text : `Caused by: ${text}`);
    current = typeof e === 'object' && e !== null ? e.cause : undefined;
  }
  return lines.join('\n');
}
