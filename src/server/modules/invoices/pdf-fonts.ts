import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The invoice PDF's glyphs: Noto Sans Arabic from @fontsource/noto-sans-arabic (installed from npm,
 * nothing fetched at run time). Fontsource splits the family into subsets by Unicode range; the
 * PDF registers the Latin, Latin Extended and Arabic ones and draws each character with the subset
 * whose range holds it (its CSS says which). Chinese has no subset here: see docs/invoices.md.
 */

const SUBSETS = ['latin', 'latin-ext', 'arabic'] as const;
export type FontWeight = 400 | 700;

export interface PdfFont {
  /** The name registered with the document, e.g. "arabic-700". */
  name: string;
  data: Buffer;
  ranges: readonly [number, number][];
}

const packageDir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-arabic/LICENSE'));

function rangesOf(css: string, subset: string, weight: FontWeight): [number, number][] {
  // Each @font-face block names its file, then its unicode-range.
  const block = css.split('@font-face').find((b) => b.includes(`noto-sans-arabic-${subset}-${weight}-normal.woff`));
  const list = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!list) throw new Error(`no unicode-range for ${subset} ${weight} in @fontsource/noto-sans-arabic`);
  return list.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

let cache: PdfFont[] | null = null;

/** Every subset in both weights, read once (about 200 KB; WOFF, which the PDF library reads). */
export function pdfFonts(): PdfFont[] {
  if (cache) return cache;
  const fonts: PdfFont[] = [];
  for (const weight of [400, 700] as const) {
    const css = readFileSync(path.join(packageDir, `${weight}.css`), 'utf8');
    for (const subset of SUBSETS) {
      fonts.push({
        name: `${subset}-${weight}`,
        data: readFileSync(path.join(packageDir, 'files', `noto-sans-arabic-${subset}-${weight}-normal.woff`)),
        ranges: rangesOf(css, subset, weight),
      });
    }
  }
  cache = fonts;
  return fonts;
}

/** The font of `weight` that has `codePoint`, or null when none does. */
export function fontFor(codePoint: number, weight: FontWeight): PdfFont | null {
  return (
    pdfFonts().find(
      (f) => f.name.endsWith(`-${weight}`) && f.ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
    ) ?? null
  );
}
