import { createHash } from 'node:crypto';
import { WEB_FONTS_ID, WEB_FONTS_KEY_ATTRIBUTE } from '../../common/theme/web-fonts';

const FONT_FACE = /@font-face\{[^}]*\}/g;
// The metric-matched stand-in (font-fallback.css) is drawn from the first paint on; only the
// downloaded faces wait.
const DOWNLOADED = /src:\s*url\(/;

/**
 * Splits a stylesheet into what the first paint needs and the @font-face rules of the downloaded
 * web fonts. The latter go into a style element whose media matches no screen (`print`) until
 * the browser lets them apply: before the first paint for a reader whose browser has the files
 * already (defer-app-scripts.ts), at the first move to another page for a new one (web-fonts.ts
 * in src/web/core/theme).
 *
 * Why: while those rules apply, the browser asks for the font files (six on a Polish page: Latin
 * and Latin Extended, three weights, ~78 KB) as soon as it lays the text out, at the highest
 * priority, before the first paint; a phone on a slow network shares its bandwidth between them
 * and the page, and Lighthouse counts them in the first paint (issue #12). The text is drawn in
 * the metric-matched fallback first in any case (font-display: swap), so nothing moves when the
 * fonts arrive. Without JavaScript the page keeps the fallback.
 */
export function splitWebFonts(css: string): { firstPaint: string; webFonts: string } {
  let webFonts = '';
  const firstPaint = css.replace(FONT_FACE, (rule) => {
    if (!DOWNLOADED.test(rule)) return rule;
    webFonts += rule;
    return '';
  });
  return { firstPaint, webFonts };
}

/**
 * The style element holding the web fonts, held back (`media="print"`), with a key that changes
 * with the font files (their names carry the build's hashes), so a browser that kept an older
 * build's files is not taken for one that has these.
 */
export function webFontsElement(webFonts: string): string {
  const key = createHash('sha256').update(webFonts).digest('base64url').slice(0, 12);
  return `<style id="${WEB_FONTS_ID}" media="print" ${WEB_FONTS_KEY_ATTRIBUTE}="${key}">${webFonts}</style>`;
}
