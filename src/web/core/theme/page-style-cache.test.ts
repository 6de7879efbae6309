// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createPageStyleCache } from './page-style-cache';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('createPageStyleCache', () => {
  it("keeps the server's style element in place, counts its rules as inserted, and adds new rules after it", () => {
    document.head.innerHTML =
      '<title>t</title><style data-emotion="mui-global g1">:root{}</style><style data-emotion="mui a1 b2">.mui-a1{color:red}</style><link rel="expect" href="#x">';
    const server = document.head.querySelector<HTMLStyleElement>('style[data-emotion^="mui "]')!;
    const cache = createPageStyleCache({ key: 'mui' });

    // Not moved: still right after the global styles, before the link.
    expect(server.previousElementSibling?.getAttribute('data-emotion')).toBe('mui-global g1');
    expect(server.nextElementSibling?.tagName).toBe('LINK');
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.sheet.tags[0]).toBe(server);

    cache.insert('.mui-c3', { name: 'c3', styles: 'color:blue;', next: undefined }, cache.sheet, true);
    const styles = Array.from(document.head.querySelectorAll('style'));
    expect(styles.indexOf(server)).toBeLessThan(styles.length - 1);
    expect(cache.inserted.c3).toBe(true);
  });

  it('leaves style elements of other keys alone', () => {
    document.head.innerHTML = '<style data-emotion="muirtl x9">.muirtl-x9{}</style>';
    const cache = createPageStyleCache({ key: 'mui' });
    expect(cache.inserted.x9).toBeUndefined();
    expect(document.head.querySelector('style')!.getAttribute('data-emotion')).toBe('muirtl x9');
  });
});
