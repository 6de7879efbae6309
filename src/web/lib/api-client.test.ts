// @vitest-environment happy-dom
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, errorResponses } from '@common/api/endpoint';
import { ApiError, callApi, setUnauthorizedHandler } from './api-client';
import { readSession, writeSession } from './session';
import { loginPath } from './paths';
import { safeRedirect } from './safe-redirect';

/* Descriptors of a small real API, answered by a real Fastify server on a random port. */
const echo = defineEndpoint({
  method: 'POST',
  path: '/things/:id/notes',
  summary: 'Echo what arrived',
  tags: ['test'],
  access: { kind: 'signed-in' },
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.optional(z.string()), q: z.optional(z.string()) }),
  body: z.object({ text: z.string() }),
  responses: {
    201: z.object({ id: z.string(), url: z.string(), text: z.string(), authorization: z.nullable(z.string()) }),
    ...errorResponses(400),
  },
});
const drifted = defineEndpoint({
  method: 'GET',
  path: '/drifted',
  summary: 'Answers a shape its descriptor does not allow',
  tags: ['test'],
  access: { kind: 'anyone' },
  responses: { 200: z.object({ count: z.number() }) },
});
const guarded = defineEndpoint({
  method: 'GET',
  path: '/guarded',
  summary: 'Always 401',
  tags: ['test'],
  access: { kind: 'signed-in' },
  responses: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(401) },
});

let server: FastifyInstance;
let origin = '';
/** The page's address, as in production same-origin with the API: relative /api URLs reach it. */
const setPageUrl = (url: string) =>
  (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

beforeAll(async () => {
  server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.post('/api/things/:id/notes', { schema: { params: echo.params, body: echo.body } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { text } = request.body as { text: string };
    return reply.code(201).send({ id, url: request.url, text, authorization: request.headers.authorization ?? null });
  });
  // No response schema here on purpose: the server says { count: 'many' } and the client must refuse it.
  server.get('/api/drifted', async () => ({ count: 'many' }));
  server.get('/api/guarded', async (_request, reply) =>
    reply.code(401).send({ error: 'Unauthorized', code: 'sessionEnded', message: 'auth.error.sessionEnded' }),
  );
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  origin = `${address}/`;
  setPageUrl(origin);
});
afterAll(async () => server.close());

describe('callApi', () => {
  const unauthorized = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    setUnauthorizedHandler(unauthorized);
    unauthorized.mockReset();
  });

  it('fills the path, encodes params and query, sends the token and returns the validated answer', async () => {
    writeSession({ userId: 'u1', accessToken: 'tok-123', apiToken: 'api', userAbilityRules: [] });
    const answer = await callApi(echo, {
      params: { id: 'a b/c' },
      query: { page: '2', q: undefined },
      body: { text: 'hi' },
    });
    expect(answer).toEqual({
      id: 'a b/c',
      url: '/api/things/a%20b%2Fc/notes?page=2',
      text: 'hi',
      authorization: 'Bearer tok-123',
    });
  });

  it('refuses an answer that does not match the endpoint schema', async () => {
    const err = await callApi(drifted).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'invalidResponse' });
  });

  it('turns a refused request into an ApiError with its status', async () => {
    // The server's validation refuses the body; its error answer is not checked against the 2xx schema.
    const err = await callApi(echo, { params: { id: 'x' }, body: { text: 5 as unknown as string } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
  });

  it('signs out on 401 only when a token was sent', async () => {
    await callApi(guarded).catch(() => undefined);
    expect(unauthorized).not.toHaveBeenCalled();
    writeSession({ userId: 'u1', accessToken: 'expired', apiToken: null, userAbilityRules: [] });
    const err = await callApi(guarded).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(401);
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('reports a server that cannot be reached as status 0', async () => {
    const gone = Fastify();
    const address = await gone.listen({ port: 0, host: '127.0.0.1' });
    await gone.close();
    setPageUrl(`${address}/`);
    const err = (await callApi(drifted).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.code).toBe('network');
    expect(readSession()).toBeNull();
    setPageUrl(origin);
  });
});

describe('safeRedirect', () => {
  it('keeps paths on this site and drops other origins', () => {
    expect(safeRedirect('/access-control?x=1')).toBe('/access-control?x=1');
    expect(safeRedirect('//evil.test/x')).toBeNull();
    expect(safeRedirect('https://evil.test')).toBeNull();
    expect(safeRedirect('/\\evil.test')).toBeNull();
    expect(loginPath('/my-items')).toBe('/login?redirecturl=%2Fmy-items');
  });
});
