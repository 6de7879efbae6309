import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitWebFonts, webFontsElement } from './fonts-after-paint';

/** Larger stylesheets stay links: inlined, they would be sent again with every page. */
const MAX_INLINE_BYTES = 16 * 1024;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Puts the built app's stylesheets (the web fonts' @font-face rules and the metric-matched
 * fallback, ~4 KB, under 1 KB compressed) into the page itself, the downloaded fonts' rules apart
 * so that they apply only after the first paint (fonts-after-paint.ts). As a link, the stylesheet is a
 * second round trip before anything may be painted; a phone on a slow network waits for it even
 * though the server-rendered page already carries every other style it needs (issue #12).
 * The template is read once at start, so this runs once. The CSP allows inline styles.
 */
export function inlineStylesheets(template: string, webRoot: string): string {
  return template.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = path.join(webRoot, href);
    if (!file.startsWith(webRoot + path.sep) || !existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    if (Buffer.byteLength(css) > MAX_INLINE_BYTES || css.includes('</style')) return link;
    const { firstPaint, webFonts } = splitWebFonts(css);
    const fonts = webFonts ? webFontsElement(webFonts) : '';
    // The link stays, disabled (never fetched nor applied): the loader of the app's lazy parts
    // (Vite's preload helper) adds a chunk's stylesheet unless a link to it is in the page, and
    // applied, this one would let the held-back fonts apply under the page on screen.
    const marker = `<link rel="stylesheet" href="${href}" disabled>`;
    return `${marker}<style data-inlined="${href}">${firstPaint}</style>${fonts}`;
  });
}
