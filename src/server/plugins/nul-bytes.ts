import fp from 'fastify-plugin';
import { apiError } from './errors';

/**
 * PostgreSQL text cannot hold a NUL character: a name or query with \u0000 failed deep in the
 * database with a 500 (issue #9). No form field needs one, so a request whose JSON body, query
 * string or path parameters hold one anywhere (values or keys) is refused with a 400 up front,
 * before validation and before any handler runs.
 */

const MAX_DEPTH = 32;

/** The path of the first string holding a NUL, e.g. "name" or "items.2.title", else null. */
export function findNul(value: unknown, at: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return null;
  // Binary bodies (an uploaded image as a Buffer or a stream) are not text.
  if (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  ) {
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...at, key.replaceAll('\u0000', '')];
    const found = findNul(item, [...at, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const nulBytesPlugin = fp(
  async (app) => {
    // A callback hook: nothing to wait for, so no promise per request.
    app.addHook('preValidation', (request, reply, done) => {
      const parts = { params: request.params, querystring: request.query, body: request.body } as const;
      for (const [where, value] of Object.entries(parts)) {
        const found = findNul(value);
        if (!found) continue;
        const field = found.length > 0 ? found.join('.') : where;
        reply.code(400).send(apiError(400, 'invalidInput', { [field]: 'nulCharacter' }));
        return;
      }
      done();
    });
  },
  { name: 'nul-bytes' },
);
