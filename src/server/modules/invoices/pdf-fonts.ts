import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The invoice PDF's glyphs, from Fontsource packages installed from npm (nothing fetched at run
 * time): Noto Sans Arabic for Latin and Arabic, Noto Sans SC for Chinese. Fontsource splits a
 * family into subsets by Unicode range (Chinese into about a hundred files by how common the
 * characters are); each weight's CSS names every subset's file and range. The PDF draws each
 * character with the first subset whose range holds it, and reads a subset's file only when a
 * character needs it, so a Polish invoice never loads a Chinese glyph.
 */

export type FontWeight = 400 | 700;

export interface PdfFont {
  /** The name registered with the document, e.g. "arabic-700" or "sc-12-400". */
  name: string;
  /** The WOFF file (which the PDF library reads), read on first use. */
  data: () => Buffer;
}

interface Family {
  /** The npm package. */
  pkg: string;
  /** Its files' prefix, e.g. "noto-sans-arabic". */
  prefix: string;
  /** Short name for the registered fonts. */
  short: string;
  /** Which of its subsets to use. */
  wanted: (subset: string) => boolean;
}

// In order of preference: Latin and Arabic from the Arabic family (its Latin matches the
// labels' look); from the Chinese family only its numbered CJK subsets.
const FAMILIES: Family[] = [
  {
    pkg: '@fontsource/noto-sans-arabic',
    prefix: 'noto-sans-arabic',
    short: '',
    wanted: (s) => ['latin', 'latin-ext', 'arabic'].includes(s),
  },
  { pkg: '@fontsource/noto-sans-sc', prefix: 'noto-sans-sc', short: 'sc-', wanted: (s) => /^\d+$/.test(s) },
];

const require = createRequire(import.meta.url);
const packageDir = (pkg: string) => path.dirname(require.resolve(`${pkg}/LICENSE`));

function parseRanges(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

interface Index {
  fonts: PdfFont[];
  /** Code point -> the font that draws it (the first family and subset that has it). */
  byCodePoint: Map<number, PdfFont>;
}

const indexes = new Map<FontWeight, Index>();

function indexOf(weight: FontWeight): Index {
  const known = indexes.get(weight);
  if (known) return known;
  const index: Index = { fonts: [], byCodePoint: new Map() };
  for (const family of FAMILIES) {
    const dir = packageDir(family.pkg);
    const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
    const file = new RegExp(`files/${family.prefix}-([a-z0-9-]+)-${weight}-normal\\.woff\\)`);
    for (const block of css.split('@font-face').slice(1)) {
      const subset = file.exec(block)?.[1];
      const ranges = block.match(/unicode-range:\s*([^;]+);/)?.[1];
      if (!subset || !ranges || !family.wanted(subset)) continue;
      let data: Buffer | null = null;
      const font: PdfFont = {
        name: `${family.short}${subset}-${weight}`,
        data: () =>
          (data ??= readFileSync(path.join(dir, 'files', `${family.prefix}-${subset}-${weight}-normal.woff`))),
      };
      index.fonts.push(font);
      for (const [from, to] of parseRanges(ranges))
        for (let cp = from; cp <= to; cp += 1) if (!index.byCodePoint.has(cp)) index.byCodePoint.set(cp, font);
    }
  }
  indexes.set(weight, index);
  return index;
}

/** The font of `weight` that has `codePoint`, or null when none does. */
export function fontFor(codePoint: number, weight: FontWeight): PdfFont | null {
  return indexOf(weight).byCodePoint.get(codePoint) ?? null;
}

/** A font by its registered name. */
export function fontNamed(name: string): PdfFont {
  const weight: FontWeight = name.endsWith('-700') ? 700 : 400;
  const font = indexOf(weight).fonts.find((f) => f.name === name);
  if (!font) throw new Error(`no PDF font ${name}`);
  return font;
}
