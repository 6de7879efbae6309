import { WEB_FONTS_CACHED_KEY, WEB_FONTS_ID, WEB_FONTS_KEY_ATTRIBUTE } from '@common/theme/web-fonts';

/*
 * Public Sans on a server-rendered page (docs/performance.md, "Fonts"). The server holds its
 * @font-face rules back (`media="print"`) and the page's first paint draws the metric-matched
 * fallback. The loader script lets them apply before that paint where this browser has the font
 * files already (defer-app-scripts.ts on the server). A page made of islands keeps the fallback
 * (switching fonts under a page on screen lays all of it out again: a long task on a phone) and
 * downloads the files when idle, so the next page of this tab starts with them; the app applies
 * them at once.
 */

function webFontsElement(): HTMLStyleElement | null {
  return document.getElementById(WEB_FONTS_ID) as HTMLStyleElement | null;
}

/** Lets the held-back faces apply (the browser fetches the files the page's text needs). */
export function applyWebFonts(): void {
  const element = webFontsElement();
  if (element && element.media !== 'all') element.media = 'all';
}

/** The tab's session storage, or none where the browser refuses it. */
function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether `text` has a character in a CSS unicode-range ("U+0000-00FF, U+0131, U+4??"); no range is all of Unicode. */
export function textInUnicodeRange(text: string, unicodeRange: string | undefined): boolean {
  if (!unicodeRange) return true;
  const ranges = unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    // "4??" is 400-4FF.
    return [parseInt(from!.replace(/\?/g, '0'), 16), parseInt(to!.replace(/\?/g, 'F'), 16)] as const;
  });
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (ranges.some(([lo, hi]) => code >= lo && code <= hi)) return true;
  }
  return false;
}

/**
 * Downloads the held-back faces the page's text needs (as the browser would: by their unicode
 * ranges; the Vietnamese faces stay on the server for a Polish page) without applying them (the
 * FontFace API loads a face that is in no document's font set), then notes the files' key in the
 * tab's session storage, so that the next page load in this tab applies them before its first
 * paint. A failed download notes nothing.
 */
export async function cacheWebFontsForThisTab(): Promise<void> {
  const storage = tabStorage();
  const element = webFontsElement();
  const key = element?.getAttribute(WEB_FONTS_KEY_ATTRIBUTE);
  if (!element?.sheet || !key || !storage || typeof FontFace !== 'function') return;
  if (storage.getItem(WEB_FONTS_CACHED_KEY) === key) return;
  // Each character once: a dashboard's text is thousands of characters and there are a dozen faces.
  const text = [...new Set(document.body.textContent ?? '')].join('');
  const faces = [...element.sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .filter((rule) => textInUnicodeRange(text, rule.style.getPropertyValue('unicode-range') || undefined))
    .map((rule) => {
      const d = rule.style;
      const descriptor = (name: string) => d.getPropertyValue(name) || undefined;
      return new FontFace(d.getPropertyValue('font-family'), d.getPropertyValue('src'), {
        style: descriptor('font-style'),
        weight: descriptor('font-weight'),
        unicodeRange: descriptor('unicode-range'),
      });
    });
  try {
    await Promise.all(faces.map((face) => face.load()));
    storage.setItem(WEB_FONTS_CACHED_KEY, key);
  } catch {
    // Offline, or storage full: the next page load keeps the fallback too, which is all that happens.
  }
}
