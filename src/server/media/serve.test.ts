import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CACHE_CONTROL, openMedia, sendMedia } from './serve';
import { MEDIA_FILE } from './store';

const OLD_STYLE = /^[0-9a-f]{8}\.png$/;
const id = '0123456789abcdef0123456789abcdef';
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-serve-'));
  const dir = path.join(dataDir, 'uploads', 'things');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${id}-card.webp`), 'webp bytes');
  await writeFile(path.join(dir, '0badcafe.png'), 'png bytes');
  await mkdir(path.join(dir, `${'f'.repeat(32)}-card.webp`));
  await writeFile(path.join(dataDir, 'secret.webp'), 'not for the web');
  app = Fastify();
  app.get<{ Params: { file: string } }>('/things/:file', async (request, reply) => {
    const media = await openMedia(dataDir, 'things', request.params.file, [MEDIA_FILE, OLD_STYLE]);
    return media ? sendMedia(reply, media) : reply.code(404).send('missing');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (file: string) => app.inject({ method: 'GET', url: `/things/${file}` });

describe('serving media', () => {
  it('sends a stored variant with its type, its length and a cache that keeps it for good', async () => {
    const res = await get(`${id}-card.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('webp bytes');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe('10');
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('sends files of an older naming the caller allows, typed by their extension', async () => {
    const res = await get('0badcafe.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('refuses a traversal name, a missing file and a folder', async () => {
    for (const file of [
      '..%2Fsecret.webp',
      '..%2F..%2Fsecret.webp',
      `..%2Fthings%2F${id}-card.webp`,
      `${id}-thumb.webp`,
      `${'f'.repeat(32)}-card.webp`,
    ]) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(404);
    }
    expect(await openMedia(dataDir, 'things', '../secret.webp', [/.*/])).toBeNull();
  });
});
