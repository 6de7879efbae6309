/**
 * The web fonts' hand-over between the server's page and the browser (ADR 0022, "Stop 28").
 * The server puts the downloaded faces' @font-face rules in a style element of their own that
 * applies to no screen (`media="print"`), with a key naming this build's font files; the browser
 * keeps under WEB_FONTS_CACHED_KEY the key of the files it has downloaded in this tab.
 */
export const WEB_FONTS_ID = 'web-fonts';
/** The attribute of that element holding the key of its font files. */
export const WEB_FONTS_KEY_ATTRIBUTE = 'data-key';
/**
 * sessionStorage: the key of the font files downloaded in this tab. Not localStorage: that outlives
 * the HTTP cache (cleared or evicted, as Lighthouse does between runs), and a page taking the
 * files for cached would ask for all six at the highest priority before its first paint, the very
 * thing the hand-over avoids; a tab's session and its cache go together.
 */
export const WEB_FONTS_CACHED_KEY = 'web-fonts-cached';
