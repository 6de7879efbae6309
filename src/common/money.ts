/*
 * Money in minor units (cents, or none for JPY) with its ISO 4217 code, as every part of the product
 * keeps it: how many minor digits a currency has, an amount for people, and a typed amount back.
 */

/** Minor units per major unit for a currency (JPY has none, most have 100). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount for people, e.g. 1234.5 USD in `de` as "1.234,50 $". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/** A typed amount ("12.5", "12,50") in minor units; null when it is not a number. */
export function parseMoney(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 10 ** minorDigits(currency));
}
