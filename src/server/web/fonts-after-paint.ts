/** The id of the page's style element that holds the web fonts until the first paint is done. */
export const WEB_FONTS_ID = 'web-fonts';

const FONT_FACE = /@font-face\{[^}]*\}/g;
// The metric-matched stand-in (font-fallback.css) is drawn from the first paint on; only the
// downloaded faces wait.
const DOWNLOADED = /src:\s*url\(/;

/**
 * Splits a stylesheet into what the first paint needs and the @font-face rules of the downloaded
 * web fonts. The latter go into a style element whose media matches no screen (`print`) until
 * the page's loader script, run after the first paint, sets it to `all` (defer-app-scripts.ts).
 *
 * Why: while those rules apply, the browser asks for the font files (six on a Polish page: Latin
 * and Latin Extended, three weights, ~78 KB) as soon as it lays the text out, at the highest
 * priority, before the first paint; a phone on a slow network shares its bandwidth between them
 * and the page, and Lighthouse counts them in the first paint (issue #12). The text is drawn in
 * the metric-matched fallback first in any case (font-display: swap), so nothing moves when the
 * fonts arrive a frame later. Without JavaScript the page keeps the fallback.
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
