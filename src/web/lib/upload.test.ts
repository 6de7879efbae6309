// @vitest-environment happy-dom
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, errorResponses } from '@common/api/endpoint';
import { ApiError, setUnauthorizedHandler } from './api-client';
import { writeSession } from './session';
import { uploadFile } from './upload';

const LIMIT = 64 * 1024;
const sendFile = defineEndpoint({
  method: 'POST',
  path: '/files',
  summary: 'Keep one file',
  tags: ['test'],
  access: { kind: 'signed-in' },
  multipart: true,
  responses: { 200: z.object({ bytes: z.number() }), ...errorResponses(401, 413) },
});

/** What the test server kept: a file counts only once it arrived whole. */
const kept: number[] = [];
let server: FastifyInstance;

beforeAll(async () => {
  server = Fastify();
  await server.register(multipart, { limits: { fileSize: LIMIT, files: 1 } });
  server.post('/api/files', async (request, reply) => {
    if (request.headers.authorization !== 'Bearer good')
      return reply.code(401).send({ error: 'Unauthorized', message: 'ended' });
    const file = await request.file();
    const bytes = (await file!.toBuffer()).length;
    kept.push(bytes);
    return { bytes };
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${address}/`);
});
afterAll(async () => server.close());

describe('uploadFile', () => {
  const unauthorized = vi.fn();
  beforeEach(() => {
    kept.length = 0;
    localStorage.clear();
    setUnauthorizedHandler(unauthorized);
    unauthorized.mockReset();
    writeSession({ userId: 'u1', accessToken: 'good', apiToken: null, userAbilityRules: [] });
  });

  it('sends the file with the token, reports progress to 100 and returns the validated answer', async () => {
    const progress: number[] = [];
    const answer = await uploadFile(sendFile, new Blob([new Uint8Array(20_000)]), {
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ bytes: 20_000 });
    expect(kept).toEqual([20_000]);
    expect(progress.at(-1)).toBe(100);
  });

  it('cancels with an AbortError; cancelled before it starts, nothing reaches the server', async () => {
    const early = new AbortController();
    early.abort();
    await expect(
      uploadFile(sendFile, new Blob([new Uint8Array(30_000)]), { signal: early.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(kept).toEqual([]);
    // Mid-transfer the promise rejects the same way. (happy-dom's XHR cannot stop a transfer it
    // has begun, so what the server keeps then is a real browser's matter, not checked here.)
    const late = new AbortController();
    const sending = uploadFile(sendFile, new Blob([new Uint8Array(30_000)]), { signal: late.signal });
    late.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('puts the caller’s field error under the file when the size limit refuses it', async () => {
    const err = await uploadFile(sendFile, new Blob([new Uint8Array(LIMIT + 1)]), {
      tooLarge: { code: 'imageTooLarge', message: 'Too large.' },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(413);
    expect((err as ApiError).code).toBe('imageTooLarge');
    expect((err as ApiError).fieldCodes).toEqual({ file: 'imageTooLarge' });
  });

  it('signs out on 401 when a token was sent', async () => {
    writeSession({ userId: 'u1', accessToken: 'expired', apiToken: null, userAbilityRules: [] });
    const err = await uploadFile(sendFile, new Blob(['x'])).catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(401);
    expect(unauthorized).toHaveBeenCalledOnce();
  });
});
