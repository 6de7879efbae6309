import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { visualRuns, widthOf, wrap } from './pdf-text';

/*
 * Line breaking on the invoice PDF: on spaces for Latin and Arabic, and between any two Chinese
 * characters, since Chinese is written without spaces.
 */

describe('wrapping text for the invoice PDF', () => {
  const doc = new PDFDocument({ size: 'A4' });
  const fits = (lines: string[], width: number) =>
    lines.every((line) => widthOf(doc, visualRuns(line, 400, false), 10) <= width);

  it('breaks Chinese between characters, every line within the width, nothing lost', () => {
    const text = '请在到期日前付款，谢谢您的合作。'.repeat(8);
    const lines = wrap(doc, text, 200, 10, 400, false);
    expect(lines.length).toBeGreaterThan(3);
    expect(fits(lines, 200)).toBe(true);
    expect(lines.join('')).toBe(text);
  });

  it('keeps Latin words whole and their spaces, also beside Chinese', () => {
    const text = 'Invoice for 北京星光科技有限公司 design work and consulting services in March';
    const lines = wrap(doc, text, 120, 10, 400, false);
    expect(lines.length).toBeGreaterThan(1);
    expect(fits(lines, 120)).toBe(true);
    for (const word of ['Invoice', 'design', 'consulting', 'services', 'March']) {
      expect(lines.some((line) => line.split(' ').includes(word))).toBe(true);
    }
    expect(lines.join(' ').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('draws a character no font has as "?", and Chinese with a Chinese font', () => {
    const runs = visualRuns('Total 合计 \u{10FFFD}', 400, false);
    expect(runs.map((r) => r.text).join('')).toBe('Total 合计 ?');
    expect(runs.find((r) => r.text.includes('合'))?.font).toMatch(/^sc-\d+-400$/);
  });
});
