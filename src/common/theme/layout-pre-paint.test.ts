import { describe, expect, it } from 'vitest';
import { layoutPrePaintScript } from './layout-pre-paint';

const SIGNED_IN = { accessToken: 'token', userId: 'u1' };

/** Runs the script against a fake <html>, storage and address, as the browser would before paint. */
function run(settings: Record<string, string> = {}, search = '', session: Record<string, string> = SIGNED_IN) {
  const stored: Record<string, string> = { ...session, ...settings };
  const attrs: Record<string, string> = {};
  const properties: Record<string, string> = {};
  const root = {
    style: { setProperty: (name: string, value: string) => (properties[name] = value) },
    setAttribute: (name: string, value: string) => (attrs[name] = value),
  };
  const document = { documentElement: root, querySelector: () => ({ getAttribute: () => 'Blog' }) };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'localStorage', 'location', layoutPrePaintScript())(document, localStorage, { search });
  return { layout: attrs['data-frame'], dir: attrs['data-frame-dir'], primary: properties['--frame-primary'] };
}

describe('layoutPrePaintScript', () => {
  it("leaves the site's default layout alone for a reader who chose nothing", () => {
    expect(run()).toEqual({ layout: undefined, dir: undefined, primary: undefined });
  });

  it('names the layout the reader chose, the horizontal menu over a collapsed rail', () => {
    expect(run({ 'Blog-appContentLayoutNav': 'horizontal' }).layout).toBe('horizontal');
    expect(run({ 'Blog-isVerticalNavCollapsed': 'true' }).layout).toBe('collapsed');
    expect(run({ 'Blog-appContentLayoutNav': 'horizontal', 'Blog-isVerticalNavCollapsed': 'true' }).layout).toBe(
      'horizontal',
    );
    expect(
      run({
        'Blog-navbarType': 'hidden',
        'Blog-contentWidth': 'fluid',
        'Blog-isVerticalNavSemiDark': 'true',
      }).layout,
    ).toBe('no-navbar fluid semi-dark');
  });

  it('starts right to left for a reader who saved Arabic, unless the address names the language', () => {
    expect(run({ 'Blog-language': 'ar' }).dir).toBe('rtl');
    expect(run({ 'Blog-language': 'pl' }).dir).toBe('ltr');
    expect(run({ 'Blog-language': 'ar' }, '?lang=en').dir).toBeUndefined();
    // The customizer's direction wins over the language's.
    expect(run({ 'Blog-language': 'ar', 'Blog-direction': 'ltr' }).dir).toBe('ltr');
    expect(run({ 'Blog-language': 'constructor' }).dir).toBeUndefined();
  });

  it("takes the reader's primary colour only when it is a colour", () => {
    expect(run({ 'Blog-primaryColor': '#7367F0' }).primary).toBe('#7367F0');
    expect(run({ 'Blog-primaryColor': 'red;background:url(x)' }).primary).toBeUndefined();
  });

  it('hides the frame from a visitor with no session, whom the app sends to sign in', () => {
    expect(run({}, '', {}).layout).toBe('signed-out');
    expect(run({ 'Blog-isVerticalNavCollapsed': 'true' }, '', { accessToken: 'token' }).layout).toBe(
      'collapsed signed-out',
    );
  });

  it('hides the frame when storage is blocked (no session can be kept)', () => {
    const attrs: Record<string, string> = {};
    const root = { style: { setProperty: () => {} }, setAttribute: (n: string, v: string) => (attrs[n] = v) };
    const document = { documentElement: root, querySelector: () => null };
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() =>
      new Function('document', 'localStorage', 'location', layoutPrePaintScript())(document, blocked, { search: '' }),
    ).not.toThrow();
    expect(attrs['data-frame']).toBe('signed-out');
  });
});
