import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { HttpError } from '../http-error';

/** The one error shape of the API: `{ error, message }`, plus `fields` for bad input. */
export interface ApiError {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** ApiError as a response schema, for the route docs. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export function apiError(status: number, message: string, fields?: Record<string, string>): ApiError {
  return { error: STATUS_CODES[status] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

export { HttpError };

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(apiError(404, `No route ${request.method} ${request.url.split('?')[0]}`));
}

/** "/body/email" -> "email"; a field error for the whole body keeps the key "body". */
function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : fallback;
}

/**
 * Validation failures become 400 with per-field messages; other client errors keep their status
 * and message; anything else is logged with its stack and answered with a generic 500, so no
 * internals reach the caller.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
          fields[name] ??= issue.message ?? 'is invalid';
        }
        const where = error.validationContext ?? 'request';
        return reply.code(400).send(apiError(400, `Invalid ${where}: ${Object.keys(fields).join(', ')}`, fields));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.code(500).send(apiError(500, 'Something went wrong on our side.'));
      }
      const status = error.statusCode ?? 500;
      // A deliberate 503 (busy, try again) is an answer, not a failure: it keeps its message.
      const deliberate = error instanceof HttpError && status === 503;
      if ((status >= 400 && status < 500) || deliberate) {
        if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        }
        const fields = error instanceof HttpError ? error.fields : undefined;
        return reply.code(status).send(apiError(status, error.message, fields));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(apiError(500, 'Something went wrong on our side.'));
    });
  },
  { name: 'errors' },
);
