import type { DURATION_UNITS } from '@common/schemas/listings';

type DurationUnit = (typeof DURATION_UNITS)[number];

/** Intl's unit names; the listing's unit words are plural, Intl's singular. */
const INTL_UNIT: Record<DurationUnit, string> = {
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  weeks: 'week',
  months: 'month',
};

/**
 * Intl formatters by their options: making one costs about a millisecond (several on a slow
 * phone), and a page of twenty cards asked for forty while the browser took the page over.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * "120,00 zł", "$45.00" in the reader's language; a price of 0 is free, and the caller shows its
 * own translated word (common.free) for null. Intl knows every currency's minor-unit digits.
 */
export function formatPrice(priceMinor: number, currency: string | null, lang: string): string | null {
  if (priceMinor === 0 || !currency) return null;
  const format = numberFormat(lang, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(priceMinor / 10 ** digits);
}

/** "2 hours", "2 godziny", "ساعتان": Intl's unit formatting speaks every language we ship. */
export function formatDuration(duration: { amount: number; unit: DurationUnit } | null, lang: string): string | null {
  if (!duration) return null;
  return numberFormat(lang, { style: 'unit', unit: INTL_UNIT[duration.unit], unitDisplay: 'long' }).format(
    duration.amount,
  );
}
