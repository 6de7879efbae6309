/**
 * The web fonts' hand-over between the server's page and the browser (ADR 0022, "Stop 28").
 * The server puts the downloaded faces' @font-face rules in a style element of their own that
 * applies to no screen (`media="print"`), with a key naming this build's font files; the browser
 * keeps under WEB_FONTS_CACHED_KEY the key of the files it has in its cache.
 */
export const WEB_FONTS_ID = 'web-fonts';
/** The attribute of that element holding the key of its font files. */
export const WEB_FONTS_KEY_ATTRIBUTE = 'data-key';
/** localStorage: the key of the font files this browser has downloaded (not per site: one origin's files). */
export const WEB_FONTS_CACHED_KEY = 'web-fonts-cached';
