import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { parseEnv } from '../../env';
import { tileOrigin } from '../../plugins/security';
import { buildTestApp } from '../../test/build-test-app';

const bootstrapOf = (html: string) =>
  JSON.parse(/<script[^>]*id="bootstrap"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the fleet map tiles (MAP_TILE_URL)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example maps',
      },
    });
  });
  afterAll(async () => app?.close());

  it('reach the browser in the bootstrap, and the page may load images from the tile server', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
    expect(bootstrapOf(res.body).runtime).toMatchObject({
      mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© Example maps',
    });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.org;/,
    );
  });

  it('turn {s} subdomains into a wildcard source', () => {
    expect(tileOrigin('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileOrigin('http://{s}.example.org:8080/{z}/{x}/{y}.png')).toBe('http://*.example.org:8080');
  });

  it('refuse a template without {z}, {x} and {y} or not over http(s)', () => {
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tile.example.org/tiles.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => parseEnv({ MAP_TILE_URL: 'ftp://tile.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });
});
