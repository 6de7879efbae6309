import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from './rendered-page-cache';

describe('the cache of rendered pages', () => {
  it('gives each response its own nonce in a reused page, with the status it was made with', () => {
    const cache = new RenderedPageCache();
    const html = '<script nonce="first-nonce">a</script><p>text</p><script nonce="first-nonce">b</script>';
    cache.set('k', 'first-nonce', { html, status: 404 });
    expect(cache.get('k', 'second')).toEqual({
      html: '<script nonce="second">a</script><p>text</p><script nonce="second">b</script>',
      status: 404,
    });
    expect(cache.get('k', 'third')?.html).not.toContain('first-nonce');
  });

  it('forgets a page after its time, and everything when cleared', () => {
    let now = 0;
    const cache = new RenderedPageCache(1000, () => now);
    cache.set('a', 'n', { html: 'A', status: 200 });
    cache.set('b', 'n', { html: 'B', status: 200 });
    now = 999;
    expect(cache.get('a', 'x')?.html).toBe('A');
    now = 1000;
    expect(cache.get('a', 'x')).toBeNull();
    cache.clear();
    expect(cache.get('b', 'x')).toBeNull();
  });
});
