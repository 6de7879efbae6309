import type PDFDocument from 'pdfkit';
import { fontFor, fontNamed, type FontWeight } from './pdf-fonts';

/*
 * One line of text on the PDF in any mix of Latin and Arabic. The PDF library shapes Arabic
 * letters (joining forms, right to left inside a run) but has no bidirectional layout and draws
 * with one font at a time, so this splits a line into runs of one font and one direction and
 * orders them for the eye: a small version of the Unicode bidi algorithm that is enough for names,
 * addresses, labels and amounts (amounts are written with Latin digits, see invoice-pdf.ts).
 */

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Direction marks that steer a browser's bidi; here they would only be missing glyphs. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export interface Run {
  font: string;
  text: string;
}

type Doc = InstanceType<typeof PDFDocument>;

/** The fonts each document has been given: a font is registered (and embedded) when first drawn. */
const registered = new WeakMap<Doc, Set<string>>();

/** Sets the document's font to `name`, registering it on first use. */
function setFont(doc: Doc, name: string, size: number): Doc {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(name)) {
    doc.registerFont(name, fontNamed(name).data());
    names.add(name);
  }
  return doc.font(name).fontSize(size);
}

/** Runs of one font each, in logical order; a character no font has becomes "?". */
function fontRuns(text: string, weight: FontWeight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const font = fontFor(char.codePointAt(0)!, weight);
    const name = font?.name ?? fontFor(0x3f, weight)!.name;
    const shown = font ? char : '?';
    const last = runs.at(-1);
    if (last && last.font === name) last.text += shown;
    else runs.push({ font: name, text: shown });
  }
  return runs;
}

/**
 * The runs of a line in the order they are drawn, left to right. Words with Arabic letters are
 * right-to-left; in a right-to-left paragraph the words follow each other from the right, and a
 * stretch of left-to-right words (a Latin name, an amount) keeps its own order inside.
 */
export function visualRuns(line: string, weight: FontWeight, rtl: boolean): Run[] {
  const tokens = line.replace(BIDI_CONTROLS, '').match(/\S+|\s+/g) ?? [];
  // Groups of tokens of one direction; spaces join the group before them.
  const groups: { rtl: boolean; tokens: string[] }[] = [];
  for (const token of tokens) {
    const space = /^\s+$/.test(token);
    const tokenRtl = ARABIC.test(token);
    const last = groups.at(-1);
    if (last && (space || last.rtl === tokenRtl)) last.tokens.push(token);
    else groups.push({ rtl: space ? rtl : tokenRtl, tokens: [token] });
  }
  const ordered = rtl ? [...groups].reverse() : groups;
  const runs: Run[] = [];
  for (const group of ordered) {
    // Inside a right-to-left group the words (and a word's font runs) go from the right too;
    // the library reverses the Arabic letters themselves.
    const words = group.rtl ? [...group.tokens].reverse() : group.tokens;
    for (const word of words) {
      const pieces = fontRuns(word, weight);
      runs.push(...(group.rtl ? pieces.reverse() : pieces));
    }
  }
  return runs;
}

export function widthOf(doc: Doc, runs: Run[], size: number): number {
  return runs.reduce((sum, run) => sum + setFont(doc, run.font, size).widthOfString(run.text), 0);
}

export interface LineStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
  rtl: boolean;
  /** Where the line sits in [x, x + width]. */
  align?: 'start' | 'end';
}

/** Draws one line at (x, y) within `width`, aligned to the paragraph's start or end. */
export function drawLine(doc: Doc, text: string, x: number, y: number, width: number, style: LineStyle): void {
  const runs = visualRuns(text, style.weight ?? 400, style.rtl);
  const total = widthOf(doc, runs, style.size);
  const atRight = (style.align ?? 'start') === 'start' ? style.rtl : !style.rtl;
  let cursor = atRight ? x + width - total : x;
  doc.fillColor(style.color ?? '#222222');
  for (const run of runs) {
    setFont(doc, run.font, style.size);
    doc.text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
}

/** Chinese and Japanese characters, and their punctuation: a line may break before any of them. */
const CJK = /[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{2FA1F}]/u;

/**
 * A paragraph's break opportunities: its words, and inside a word every Chinese character on its
 * own (Chinese is written without spaces), each with whether a space goes before it.
 */
function pieces(paragraph: string): { text: string; spaced: boolean }[] {
  const out: { text: string; spaced: boolean }[] = [];
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    let spaced = out.length > 0;
    let latin = '';
    const flush = () => {
      if (latin) out.push({ text: latin, spaced });
      if (latin) spaced = false;
      latin = '';
    };
    for (const char of word) {
      if (CJK.test(char)) {
        flush();
        out.push({ text: char, spaced });
        spaced = false;
      } else latin += char;
    }
    flush();
  }
  return out;
}

/** Splits text into lines of at most `width`: on spaces, between Chinese characters, and at every line break of the text. */
export function wrap(doc: Doc, text: string, width: number, size: number, weight: FontWeight, rtl: boolean): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const piece of pieces(paragraph)) {
      const next = line ? `${line}${piece.spaced ? ' ' : ''}${piece.text}` : piece.text;
      if (line && widthOf(doc, visualRuns(next, weight, rtl), size) > width) {
        lines.push(line);
        line = piece.text;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}
