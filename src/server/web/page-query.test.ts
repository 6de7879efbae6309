import { describe, expect, it } from 'vitest';
import { pageAddress, withDropped } from './page-query';

describe('the address a page is rendered and kept under', () => {
  it('keeps only the search filters on /search, sorted, and the language everywhere', () => {
    expect(pageAddress('/search?utm_source=x&q=flat&lang=pl&x=1&kind=rent').url).toBe(
      '/search?kind=rent&lang=pl&q=flat',
    );
  });

  it('drops every parameter a front or offer page does not read', () => {
    expect(pageAddress('/index?x=unique&fbclid=1')).toEqual({
      url: '/index',
      dropped: [
        ['x', 'unique'],
        ['fbclid', '1'],
      ],
    });
    expect(pageAddress('/pl/offer/abc?gclid=2').url).toBe('/pl/offer/abc');
    expect(pageAddress('/?lang=ar&ref=y').url).toBe('/?lang=ar');
  });

  it('keeps what other pages may read (a reset token), but not tracking parameters', () => {
    expect(pageAddress('/reset-password?token=t0k&utm_medium=email').url).toBe('/reset-password?token=t0k');
  });

  it('passes the dropped parameters on through a redirect, never to another origin', () => {
    expect(
      withDropped('/index?lang=en', [
        ['ref', 'x'],
        ['lang', 'pl'],
      ]),
    ).toBe('/index?lang=en&ref=x');
    expect(withDropped('https://elsewhere.test/', [['ref', 'x']])).toBe('https://elsewhere.test/');
    expect(withDropped('//elsewhere.test/', [['ref', 'x']])).toBe('//elsewhere.test/');
  });
});
