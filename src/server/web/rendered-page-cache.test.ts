import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from './rendered-page-cache';

const CSP = "script-src 'self' 'sha256-abc='";
const doc = (html: string, status = 200) => ({ html, status, csp: CSP });
const htmlOf = (cache: RenderedPageCache, key: string) => cache.get(key)?.page.html.toString() ?? null;

describe('the cache of rendered pages', () => {
  it('gives back the same bytes, compressed once, with the status and CSP it was made with', () => {
    const cache = new RenderedPageCache();
    const html = `<script>a()</script>${'<p>text</p>'.repeat(200)}`;
    cache.set('k', doc(html, 404));
    const first = cache.get('k')!;
    expect(first.status).toBe(404);
    expect(first.csp).toBe(CSP);
    expect(first.page.html.toString()).toBe(html);
    // Both compressed forms say the same, and a second hit is the very same bytes.
    expect(gunzipSync(first.page.gzip!).toString()).toBe(html);
    expect(brotliDecompressSync(first.page.br!).toString()).toBe(html);
    expect(cache.get('k')!.page).toBe(first.page);
  });

  it('does not compress a page too small to gain from it', () => {
    const cache = new RenderedPageCache();
    const sent = cache.set('k', doc('<p>tiny</p>'));
    expect(sent.page).toMatchObject({ gzip: null, br: null });
  });

  it('forgets a page after its time, and everything when cleared', () => {
    let now = 0;
    const cache = new RenderedPageCache(1000, () => now);
    cache.set('a', doc('A'));
    cache.set('b', doc('B'));
    now = 999;
    expect(htmlOf(cache, 'a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeNull();
    cache.clear();
    expect(cache.get('b')).toBeNull();
  });

  it('keeps a bounded number of bytes, dropping the oldest pages first', () => {
    const page = (c: string) => doc(c.repeat(1000));
    // Each page is 1,000 bytes and a few dozen in each compressed form: three fit in 3,500 bytes, four do not.
    const cache = new RenderedPageCache(60_000, () => 0, 3500);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page(key));
    expect(cache.get('a')).toBeNull();
    expect(['b', 'c', 'd'].map((k) => htmlOf(cache, k)?.length)).toEqual([1000, 1000, 1000]);
    // A page bigger than the whole budget is still sent, just not kept.
    const big = cache.set('big', page('x'.repeat(4)));
    expect(big.page.html.length).toBe(4000);
    expect(cache.get('big')).toBeNull();
    expect(htmlOf(cache, 'd')?.length).toBe(1000);
  });

  it('does not keep a page whose render began before a clear, but still gives it to its request', () => {
    const cache = new RenderedPageCache();
    const began = cache.generation;
    cache.clear(); // a listing changed while the page was rendering
    const sent = cache.set('k', doc('<p>old listings</p>'), began);
    expect(sent.page.html.toString()).toBe('<p>old listings</p>');
    expect(sent.csp).toBe(CSP);
    expect(cache.get('k')).toBeNull();
    expect(cache.getStale('k')).toBeNull();
    // A render begun after the clear is kept.
    cache.set('k', doc('<p>new listings</p>'), cache.generation);
    expect(htmlOf(cache, 'k')).toBe('<p>new listings</p>');
  });

  it('offers a page past its time only as stale, for a while, and never after a clear', () => {
    let now = 0;
    const cache = new RenderedPageCache(1000, () => now, 1024 * 1024, 500);
    cache.set('k', doc('<script>A</script>'));
    now = 1200;
    expect(cache.get('k')).toBeNull();
    const stale = cache.getStale('k');
    expect(stale?.page.html.toString()).toBe('<script>A</script>');
    expect(stale?.csp).toBe(CSP);
    now = 1500;
    expect(cache.getStale('k')).toBeNull();
    cache.set('k', doc('B'));
    now = 2600;
    cache.clear();
    expect(cache.getStale('k')).toBeNull();
  });
});
