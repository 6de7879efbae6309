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

  it('does not keep a page whose render began before a clear, but still gives it to its request', () => {
    const cache = new RenderedPageCache();
    const began = cache.generation;
    cache.clear(); // a listing changed while the page was rendering
    const sent = cache.set('k', 'n', { html: '<p>old listings</p>', status: 200 }, began);
    expect(joinWithNonce(sent.page, 'n').toString()).toBe('<p>old listings</p>');
    expect(cache.get('k')).toBeNull();
    expect(cache.getStale('k')).toBeNull();
    // A render begun after the clear is kept.
    cache.set('k', 'n', { html: '<p>new listings</p>', status: 200 }, cache.generation);
    expect(htmlOf(cache, 'k', 'n')).toBe('<p>new listings</p>');
  });

  it('offers a page past its time only as stale, for a while, and never after a clear', () => {
    let now = 0;
    const cache = new RenderedPageCache(1000, () => now, 1024 * 1024, 500);
    cache.set('k', 'N0', { html: '<script nonce="N0">A</script>', status: 200 });
    now = 1200;
    expect(cache.get('k')).toBeNull();
    const stale = cache.getStale('k');
    // Stale, it still takes each response's own nonce.
    expect(stale && joinWithNonce(stale.page, 'fresh').toString()).toBe('<script nonce="fresh">A</script>');
    now = 1500;
    expect(cache.getStale('k')).toBeNull();
    cache.set('k', 'n', { html: 'B', status: 200 });
    now = 2600;
    cache.clear();
    expect(cache.getStale('k')).toBeNull();
  });
});
