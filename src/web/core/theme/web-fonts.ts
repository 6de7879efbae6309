import { WEB_FONTS_CACHED_KEY, WEB_FONTS_ID, WEB_FONTS_KEY_ATTRIBUTE } from '@common/theme/web-fonts';

/*
 * Public Sans on a server-rendered page (ADR 0022, "Stop 28"). The server holds its @font-face
 * rules back (`media="print"`) and the page's first paint draws the metric-matched fallback. The
 * loader script lets them apply before that paint where this browser has the font files already
 * (defer-app-scripts.ts on the server); for a new reader the switch waits for the first move to
 * another page, which is laid out afresh anyway: switching fonts under a page on screen lays all
 * of it out again (a ~30 ms task on a fast machine, four times that on a phone). Meanwhile the
 * files download in the background, so the next visit starts with them.
 */

function webFontsElement(): HTMLStyleElement | null {
  return document.getElementById(WEB_FONTS_ID) as HTMLStyleElement | null;
}

/** Lets the held-back faces apply (the browser fetches the files the page's text needs). */
export function applyWebFonts(): void {
  const element = webFontsElement();
  if (element && element.media !== 'all') element.media = 'all';
}

/**
 * Downloads every held-back face without applying it (the FontFace API loads a face that is in no
 * document's font set), then notes the files' key, so that the next page load applies them
 * before its first paint. A failed download notes nothing; the next visit tries again.
 */
export async function cacheWebFontsForNextVisit(storage: Storage | undefined): Promise<void> {
  const element = webFontsElement();
  const key = element?.getAttribute(WEB_FONTS_KEY_ATTRIBUTE);
  if (!element?.sheet || !key || !storage || typeof FontFace !== 'function') return;
  if (storage.getItem(WEB_FONTS_CACHED_KEY) === key) return;
  const faces = [...element.sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
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
    // Offline, or storage full: the fallback stays on the next visit too, which is all that happens.
  }
}

/** Runs `work` when the browser has nothing else to do (or after a moment where it cannot say). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 5000 });
  else setTimeout(work, 1000);
}
