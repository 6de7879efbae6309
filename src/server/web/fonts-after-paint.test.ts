import { describe, expect, it } from 'vitest';
import { splitWebFonts } from './fonts-after-paint';

const DOWNLOADED_400 = '@font-face{font-family:Public Sans;font-weight:400;src:url(/assets/ps-400.woff2)format("woff2")}';
const DOWNLOADED_600 = '@font-face{font-family:Public Sans;font-weight:600;src:url(/assets/ps-600.woff2)format("woff2")}';
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
