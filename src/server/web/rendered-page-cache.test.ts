import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from './rendered-page-cache';

const page = (html: string) => ({ kind: 'page' as const, status: 200, html, styles: '', data: { i18n: {}, queries: null } });

describe('the cache of rendered pages', () => {
  it("gives each response its own nonce in a reused page", () => {
    const cache = new RenderedPageCache();
    cache.set('k', 'first-nonce', page('<script nonce="first-nonce">a</script><script nonce="first-nonce">b</script>'));
    expect(cache.get('k', 'second')?.html).toBe('<script nonce="second">a</script><script nonce="second">b</script>');
  });

  it('forgets a page after its time, and everything when cleared', () => {
    let now = 0;
    const cache = new RenderedPageCache(1000, () => now);
    cache.set('a', 'n', page('A'));
    cache.set('b', 'n', page('B'));
    now = 999;
    expect(cache.get('a', 'n')?.html).toBe('A');
    now = 1000;
    expect(cache.get('a', 'n')).toBeNull();
    cache.clear();
    expect(cache.get('b', 'n')).toBeNull();
  });
});
