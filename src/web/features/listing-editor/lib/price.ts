/** The currencies offered in the form: the sites' own and the most common others. */
export const CURRENCIES = ['EUR', 'USD', 'PLN', 'GBP', 'CHF', 'BRL', 'CNY', 'AED', 'SAR'] as const;

/** Minor-unit digits of a currency (2 for EUR, 0 for JPY), as Intl knows them. */
export function currencyDigits(currency: string | null): number {
  if (!currency) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * "12,50" or "12.50" typed by the member -> 1250 minor units. Not a number -> NaN, which the
 * shared schema refuses as listingPriceInvalid under the price field.
 */
export function toMinor(text: string, currency: string | null): number {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 10 ** currencyDigits(currency));
}

export function toMajorText(minor: number, currency: string | null): string {
  if (!Number.isFinite(minor) || minor === 0) return '';
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** "52.2297" -> 52.2297; "" -> null; anything else NaN (refused by the schema). */
export function toCoordinate(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
