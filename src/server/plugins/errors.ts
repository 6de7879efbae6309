import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import type { ApiErrorBody, FieldError } from '../../common/api/error-body';
import { englishMessage, HttpError } from '../http-error';
import { readLocale } from '../i18n/locale-files';
import { isStorageFull } from './storage-full';

/** The API's error body (src/common/api/error-body.ts) as a response schema, for the route docs. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.object({ code: z.string(), message: z.string() })).optional(),
});

const fieldError = (code: string): FieldError => ({ code, message: englishMessage(code) });

/** Builds the one error body: the reason phrase, the code, its English text, and per-field codes. */
export function apiError(
  status: number,
  code: string,
  fields?: Record<string, string>,
  values?: Record<string, string>,
): ApiErrorBody {
  const body: ApiErrorBody = { error: STATUS_CODES[status] ?? 'Error', code, message: englishMessage(code, values) };
  if (fields) body.fields = Object.fromEntries(Object.entries(fields).map(([name, c]) => [name, fieldError(c)]));
  return body;
}

export { HttpError };

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(apiError(404, 'routeNotFound'));
}

/** "/body/email" -> "email"; a field error for the whole body keeps the key "body". */
function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : fallback;
}

const isKnownCode = (code: string | undefined): boolean =>
  code !== undefined && readLocale('en', 'errors')[`errors.${code}`] !== undefined;

/**
 * A zod issue's code for the browser: the shared schemas already say one of ours (`emailInvalid`);
 * a schema without its own message gets a generic code by the kind of failure, never zod's English.
 */
export function issueCode(keyword: string, message: string | undefined): string {
  if (message !== undefined && isKnownCode(message)) return message;
  switch (keyword) {
    case 'invalid_type':
      // zod reports a missing value as the wrong type, received undefined.
      return message?.includes('received undefined') ? 'valueRequired' : 'invalidValue';
    case 'too_small':
      return 'valueTooShort';
    case 'too_big':
      return 'valueTooLong';
    default:
      return 'invalidValue';
  }
}

/** Codes for client errors Fastify raises itself (bad JSON, a body too large, ...), by status. */
const statusCodes: Record<number, string> = {
  400: 'badRequest',
  401: 'signInRequired',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/**
 * Validation failures become 400 `invalidInput` with a code per field; other client errors keep
 * their status and code; a write that found the disk full is 507 `storageFull`; anything else is logged with its stack and answered with a generic 500
 * `serverError`, so no internals reach the caller.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
          fields[name] ??= issueCode(issue.keyword, issue.message);
        }
        return reply.code(400).send(apiError(400, 'invalidInput', fields));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.code(500).send(apiError(500, 'serverError'));
      }
      const status = error.statusCode ?? 500;
      // A deliberate 503 (busy, try again) or 502 (a provider such as Google failed us) is an
      // answer, not a failure of this server: it keeps its code.
      const deliberate = error instanceof HttpError && (status === 502 || status === 503);
      if ((status >= 400 && status < 500) || deliberate) {
        if (error instanceof HttpError) {
          if (error.retryAfterSeconds !== undefined) {
            reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
          }
          return reply.code(status).send({ ...apiError(status, error.code, error.fields), message: error.message });
        }
        return reply.code(status).send(apiError(status, statusCodes[status] ?? 'requestFailed'));
      }
      if (isStorageFull(error)) {
        // Nothing was written; the user can try later, the operator has to free space.
        request.log.error({ err: error }, 'storage full: a write failed');
        return reply.code(507).send(apiError(507, 'storageFull'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(apiError(500, 'serverError'));
    });
  },
  { name: 'errors' },
);
