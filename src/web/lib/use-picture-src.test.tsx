// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, writeSession } from './session';
import { usePictureSrc } from './use-picture-src';

/** A stand-in for the server's picture route: a draft's picture only with the owner's token. */
let server: FastifyInstance;
const DRAFT = '/api/listing-images/0123456789abcdef0123456789abcdef-thumb.webp';

beforeAll(async () => {
  server = Fastify();
  server.get('/api/listing-images/:file', async (request, reply) => {
    if (request.headers.authorization !== 'Bearer owner') return reply.code(404).send();
    return reply.type('image/webp').header('cache-control', 'private, no-store').send(Buffer.from('webp'));
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${address}/`);
});
afterAll(async () => server.close());
beforeEach(() => clearSession());

describe('usePictureSrc', () => {
  it('loads a listing picture with the access token and shows it through an object URL', async () => {
    writeSession({ userId: 'u1', accessToken: 'owner', apiToken: null, userAbilityRules: [] });
    const { result } = renderHook(() => usePictureSrc(DRAFT));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toMatch(/^blob:/));
  });

  it('falls back to the plain address when the fetch is refused, and leaves other addresses alone', async () => {
    writeSession({ userId: 'u1', accessToken: 'stranger', apiToken: null, userAbilityRules: [] });
    const { result } = renderHook(() => usePictureSrc(DRAFT));
    await waitFor(() => expect(result.current).toBe(DRAFT));
    expect(renderHook(() => usePictureSrc('blob:local-preview')).result.current).toBe('blob:local-preview');
  });

  it('switches to the plain address when the listing is published while shown', async () => {
    writeSession({ userId: 'u1', accessToken: 'owner', apiToken: null, userAbilityRules: [] });
    const { result, rerender } = renderHook(({ isPrivate }) => usePictureSrc(DRAFT, isPrivate), {
      initialProps: { isPrivate: true },
    });
    await waitFor(() => expect(result.current).toMatch(/^blob:/));
    rerender({ isPrivate: false });
    expect(result.current).toBe(DRAFT);
  });

  it('uses the plain address when signed out, or for a public (published) picture', () => {
    expect(renderHook(() => usePictureSrc(DRAFT)).result.current).toBe(DRAFT);
    writeSession({ userId: 'u1', accessToken: 'owner', apiToken: null, userAbilityRules: [] });
    expect(renderHook(() => usePictureSrc(DRAFT, false)).result.current).toBe(DRAFT);
  });
});
