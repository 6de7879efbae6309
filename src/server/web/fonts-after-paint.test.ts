import { describe, expect, it } from 'vitest';
import { splitWebFonts, webFontsElement } from './fonts-after-paint';

const DOWNLOADED_400 =
  '@font-face{font-family:Public Sans;font-weight:400;src:url(/assets/ps-400.woff2)format("woff2")}';
const DOWNLOADED_600 =
  '@font-face{font-family:Public Sans;font-weight:600;src:url(/assets/ps-600.woff2)format("woff2")}';
const FALLBACK = "@font-face{font-family:Public Sans Fallback;src:local('Arial');size-adjust:103.5%}";

describe('splitWebFonts', () => {
  it('takes the downloaded faces out of what the first paint needs, and leaves the local fallback and other rules', () => {
    const { firstPaint, webFonts } = splitWebFonts(`${DOWNLOADED_400}${DOWNLOADED_600}${FALLBACK}body{margin:0}`);
    expect(webFonts).toBe(DOWNLOADED_400 + DOWNLOADED_600);
    expect(firstPaint).toBe(`${FALLBACK}body{margin:0}`);
  });

  it('gives nothing to wait for when a stylesheet has no web font', () => {
    expect(splitWebFonts(`${FALLBACK}a{}`)).toEqual({ firstPaint: `${FALLBACK}a{}`, webFonts: '' });
  });
});

describe('webFontsElement', () => {
  const key = (html: string) => /data-key="([^"]+)"/.exec(html)?.[1];

  it('holds the faces back from every screen, under a key that follows the font files', () => {
    const html = webFontsElement(DOWNLOADED_400);
    expect(html).toMatch(/^<style id="web-fonts" media="print" data-key="[\w-]{12}">@font-face\{/);
    expect(key(webFontsElement(DOWNLOADED_400))).toBe(key(html));
    // Another build's files (other names) are another key: a browser holding the old ones is not taken for one holding these.
    expect(key(webFontsElement(DOWNLOADED_400.replace('ps-400', 'ps-400-new')))).not.toBe(key(html));
  });
});
