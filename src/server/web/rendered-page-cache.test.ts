import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithNonce, joinWithNonce } from './gzip-around-nonce';
import { RenderedPageCache } from './rendered-page-cache';

const htmlOf = (cache: RenderedPageCache, key: string, nonce: string) => {
  const reused = cache.get(key);
  return reused && joinWithNonce(reused.page, nonce).toString();
};

describe('the cache of rendered pages', () => {
  it('gives each response its own nonce in a reused page, with the status it was made with', () => {
    const cache = new RenderedPageCache();
    const html = '<script nonce="first-nonce">a</script><p>text</p><script nonce="first-nonce">b</script>';
    cache.set('k', 'first-nonce', { html, status: 404 });
    const expected = '<script nonce="second">a</script><p>text</p><script nonce="second">b</script>';
    expect(htmlOf(cache, 'k', 'second')).toBe(expected);
    expect(cache.get('k')?.status).toBe(404);
    // The compressed form, as a browser gets it, says the same.
    expect(gunzipSync(gzipWithNonce(cache.get('k')!.page, 'second')).toString()).toBe(expected);
    expect(htmlOf(cache, 'k', 'third')).not.toContain('first-nonce');
  });

  it('forgets a page after its time, and everything when cleared', () => {
    let now = 0;
    const cache = new RenderedPageCache(1000, () => now);
    cache.set('a', 'n', { html: 'A', status: 200 });
    cache.set('b', 'n', { html: 'B', status: 200 });
    now = 999;
    expect(htmlOf(cache, 'a', 'x')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeNull();
    cache.clear();
    expect(cache.get('b')).toBeNull();
  });

  it('keeps a bounded number of bytes, dropping the oldest pages first', () => {
    const page = (c: string) => ({ html: c.repeat(1000), status: 200 });
    // Each page is 1,000 bytes and a few dozen compressed: three fit in 3,500 bytes, four do not.
    const cache = new RenderedPageCache(60_000, () => 0, 3500);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 'n', page(key));
    expect(cache.get('a')).toBeNull();
    expect(['b', 'c', 'd'].map((k) => htmlOf(cache, k, 'n')?.length)).toEqual([1000, 1000, 1000]);
    // A page bigger than the whole budget is still sent, just not kept.
    const big = cache.set('big', 'n', page('x'.repeat(4)));
    expect(joinWithNonce(big.page, 'n').length).toBe(4000);
    expect(cache.get('big')).toBeNull();
    expect(htmlOf(cache, 'd', 'n')?.length).toBe(1000);
  });
});
