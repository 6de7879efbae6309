import { describe, expect, it } from 'vitest';
import { colorSchemeScript } from './color-scheme-script';

const BG = { light: { default: '#F8F7FA', bordered: '#FFFFFF' }, dark: { default: '#25293C', bordered: '#2F3349' } };

/** Runs the script against a fake <html>, storage and media query, as the browser would before paint. */
function run({
  stored = {},
  defaultTheme,
  prefersDark = false,
}: {
  stored?: Record<string, string>;
  defaultTheme?: string;
  prefersDark?: boolean;
}) {
  const attrs: Record<string, string> = {};
  if (defaultTheme) attrs['data-default-theme'] = defaultTheme;
  const root = {
    style: {} as Record<string, string>,
    getAttribute: (name: string) => attrs[name] ?? null,
    setAttribute: (name: string, value: string) => (attrs[name] = value),
  };
  const document = {
    documentElement: root,
    querySelector: () => ({ getAttribute: () => 'Blog' }),
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const window = { matchMedia: () => ({ matches: prefersDark }) };
  new Function('document', 'localStorage', 'window', colorSchemeScript(BG))(document, localStorage, window);
  return { scheme: attrs['data-color-scheme'], background: root.style.backgroundColor };
}

describe('colorSchemeScript', () => {
  it('paints dark for a reader who chose dark, even on a light site and a light system', () => {
    expect(run({ stored: { 'Blog-theme': 'dark' }, defaultTheme: 'light' })).toEqual({
      scheme: 'dark',
      background: '#25293C',
    });
  });

  it('follows the system for a reader who chose "system"', () => {
    expect(run({ stored: { 'Blog-theme': 'system' }, prefersDark: true }).scheme).toBe('dark');
    expect(run({ stored: { 'Blog-theme': 'system' }, prefersDark: false }).scheme).toBe('light');
  });

  it("uses the site's default mode when nothing is stored", () => {
    expect(run({ defaultTheme: 'dark' })).toEqual({ scheme: 'dark', background: '#25293C' });
    expect(run({ defaultTheme: 'light', prefersDark: true }).scheme).toBe('light');
  });

  it('keeps the bordered background of a reader who chose that skin', () => {
    expect(run({ stored: { 'Blog-theme': 'light', 'Blog-skin': 'bordered' } }).background).toBe('#FFFFFF');
  });

  it('leaves the page alone when storage is blocked', () => {
    const throwing = { 'Blog-theme': 'dark' };
    Object.defineProperty(throwing, 'Blog-theme', {
      get: () => {
        throw new Error('blocked');
      },
    });
    expect(run({ stored: throwing }).scheme).toBeUndefined();
  });
});
