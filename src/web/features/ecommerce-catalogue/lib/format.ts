import { isLangCode, languageOf } from '@common/i18n/languages';

/** The BCP 47 tag Intl understands for a language code ("cn" is zh-CN). */
export const intlLocale = (language: string): string =>
  isLangCode(language) ? languageOf(language).htmlLang : language;

/** An amount in minor units as money with cents. */
export function money(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(minor / 100);
}

/** Minor units as the text of a money field ("12.50"); empty for none. */
export const toMajorText = (minor: number | null): string => (minor === null ? '' : (minor / 100).toFixed(2));

/**
 * A typed amount ("12", "12.5", "12,50") in minor units; null when empty, NaN when not a number,
 * so the schema reports it as an invalid value rather than the form guessing.
 */
export function toMinor(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** A typed whole number; null when empty, NaN when not one. */
export function toWhole(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** One CSV field: quoted when it holds a separator, quote or line break; formulas defused. */
export function csvField(value: string | number): string {
  let text = String(value);
  // A spreadsheet runs a cell starting with = + - @ as a formula: a product name must stay text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Hands the browser a file to save. */
export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
