import PDFDocument from 'pdfkit';
import { languageOf, type LangCode } from '../../../common/i18n/languages';
import { formatMoney } from '../../../common/money';
import type { Invoice } from '../../../common/schemas/invoices';
import { fillPlaceholders, readLocale } from '../../i18n/locale-files';
import { drawLine, wrap, type LineStyle } from './pdf-text';

/*
 * The invoice as an A4 PDF (ADR 0029: pdfkit with the Noto Sans Arabic and Noto Sans SC font
 * packages), written in the invoice's language and currency, right to left for Arabic.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;

/** Number formats with Latin digits: they read everywhere and keep amounts left to right. */
function localeOf(lang: LangCode): string {
  const tag = languageOf(lang).htmlLang;
  return lang === 'ar' ? `${tag}-u-nu-latn` : tag;
}

/** The texts of invoice.json by key without the area, e.g. `pdf.total`, with {{values}} filled in. */
export function invoiceLabels(lang: LangCode) {
  const texts = readLocale(lang, 'invoice');
  const english = readLocale('en', 'invoice');
  return (key: string, values: Record<string, string> = {}) =>
    fillPlaceholders(texts[`invoice.${key}`] ?? english[`invoice.${key}`] ?? key, values);
}

/** The PDF's bytes. `seller` is the site's name, shown as the issuer. */
export async function renderInvoicePdf(invoice: Invoice, seller: string): Promise<Buffer> {
  const lang = invoice.language;
  const rtl = languageOf(lang).dir === 'rtl';
  const label = invoiceLabels(invoice.language);
  const locale = localeOf(lang);
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: languageOf(lang).htmlLang,
    info: { Title: label('pdf.title', { number: String(invoice.number) }), Author: seller },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = PAGE.margin;
  let y = PAGE.margin;
  const line = (text: string, style: Partial<LineStyle> & { x?: number; width?: number } = {}) => {
    const size = style.size ?? 10;
    drawLine(doc, text, style.x ?? left, y, style.width ?? CONTENT, { rtl, size, ...style });
  };
  const newPageIfBelow = (needed: number) => {
    if (y + needed <= BOTTOM) return;
    doc.addPage();
    y = PAGE.margin;
  };

  // Header: the issuer at the start, the invoice's number and dates at the end.
  line(seller, { size: 18, weight: 700 });
  line(label('pdf.title', { number: String(invoice.number) }), {
    size: 18,
    weight: 700,
    align: 'end',
    color: '#1867C0',
  });
  y += 30;
  line(`${label('pdf.issued')}: ${day(invoice.issueDate)}`, { align: 'end' });
  y += 14;
  line(`${label('pdf.due')}: ${day(invoice.dueDate)}`, { align: 'end' });
  y += 14;
  line(`${label('pdf.status')}: ${label(`status.${invoice.status}`)}`, { align: 'end' });
  y += 28;

  // The client.
  line(label('pdf.billTo'), { weight: 700, color: '#666666' });
  y += 15;
  line(invoice.clientName, { size: 12, weight: 700 });
  y += 16;
  line(invoice.clientEmail);
  y += 14;
  for (const text of wrap(doc, invoice.clientAddress, CONTENT / 2, 10, 400, rtl).filter(Boolean)) {
    line(text, { width: CONTENT / 2, x: rtl ? left + CONTENT / 2 : left });
    y += 14;
  }
  y += 16;

  // The lines: description, quantity, unit price, amount; mirrored for right to left.
  const columns = [
    { key: 'description', width: CONTENT - 220, align: 'start' as const },
    { key: 'quantity', width: 50, align: 'end' as const },
    { key: 'unitPrice', width: 80, align: 'end' as const },
    { key: 'amount', width: 90, align: 'end' as const },
  ];
  let offset = 0;
  const placed = columns.map((c) => {
    const x = rtl ? left + CONTENT - offset - c.width : left + offset;
    offset += c.width;
    return { ...c, x };
  });
  const row = (cells: string[], weight: 400 | 700 = 400) => {
    placed.forEach((c, i) => line(cells[i] ?? '', { x: c.x + 4, width: c.width - 8, align: c.align, weight }));
  };
  doc.rect(left, y - 5, CONTENT, 20).fill('#EEF3FA');
  row(
    placed.map((c) => label(`pdf.column.${c.key}`)),
    700,
  );
  y += 22;
  for (const item of invoice.lines) {
    const descriptionLines = wrap(doc, item.description, placed[0]!.width - 8, 10, 400, rtl);
    newPageIfBelow(descriptionLines.length * 14 + 8);
    row(['', String(item.quantity), money(item.unitPriceMinor), money(item.amountMinor)]);
    for (const text of descriptionLines) {
      line(text, { x: placed[0]!.x + 4, width: placed[0]!.width - 8 });
      y += 14;
    }
    y += 4;
    doc
      .strokeColor('#DDDDDD')
      .lineWidth(0.5)
      .moveTo(left, y - 2)
      .lineTo(left + CONTENT, y - 2)
      .stroke();
  }
  y += 10;

  // The sums, at the end side.
  const sums: [string, string, 400 | 700][] = [[label('pdf.subtotal'), money(invoice.subtotalMinor), 400]];
  if (invoice.discountMinor > 0) sums.push([label('pdf.discount'), `-${money(invoice.discountMinor)}`, 400]);
  sums.push([label('pdf.tax', { rate: String(invoice.taxRateBp / 100) }), money(invoice.taxMinor), 400]);
  sums.push([label('pdf.total'), money(invoice.totalMinor), 700]);
  if (invoice.paidMinor > 0) {
    sums.push([label('pdf.paid'), money(invoice.paidMinor), 400]);
    sums.push([label('pdf.amountDue'), money(Math.max(0, invoice.totalMinor - invoice.paidMinor)), 700]);
  }
  newPageIfBelow(sums.length * 16 + 10);
  const sumLabelX = rtl ? left + 100 : left + CONTENT - 260;
  const sumValueX = rtl ? left : left + CONTENT - 100;
  for (const [name, value, weight] of sums) {
    line(name, { x: sumLabelX, width: 160, weight });
    line(value, { x: sumValueX, width: 100, weight, align: 'end' });
    y += 16;
  }

  if (invoice.notes) {
    y += 16;
    newPageIfBelow(40);
    line(label('pdf.notes'), { weight: 700, color: '#666666' });
    y += 15;
    for (const text of wrap(doc, invoice.notes, CONTENT, 10, 400, rtl)) {
      newPageIfBelow(14);
      line(text);
      y += 14;
    }
  }
  y += 24;
  newPageIfBelow(14);
  line(label('pdf.thanks'), { color: '#666666' });

  doc.end();
  return done;
}
