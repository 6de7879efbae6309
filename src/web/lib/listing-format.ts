import type { DurationUnit, PriceBasis } from '@common/schemas/listings';
import type { TFunction } from 'i18next';

/** Intl's unit names; the listing's unit words are plural, Intl's singular. Intl has no night. */
const INTL_UNIT: Record<Exclude<DurationUnit, 'nights'>, string> = {
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

const pluralRules = new Map<string, Intl.PluralRules>();
/**
 * The CLDR plural category of a count in a BCP 47 language. Chosen here rather than by i18next's
 * `count`: i18next asks Intl about our own code, and "br" is Breton to Intl (21 would be its
 * singular), "cn" no language at all; the htmlLang tags pt-BR and zh-CN are what we mean.
 */
function pluralOf(lang: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

type Duration = { amount: number; unit: DurationUnit };

/**
 * "2 hours", "2 godziny", "ساعتان", "3 noce": Intl's unit formatting speaks every language we
 * ship; nights, which Intl lacks, come from common.price.nights_<plural category> (every locale
 * holds all six categories, so key parity holds and each language uses the ones it has).
 */
export function formatDuration(duration: Duration | null, lang: string, t: TFunction): string | null {
  if (!duration) return null;
  if (duration.unit === 'nights') {
    const amount = numberFormat(lang, {}).format(duration.amount);
    return t(`common.price.nights_${pluralOf(lang, duration.amount)}`, { amount });
  }
  return numberFormat(lang, { style: 'unit', unit: INTL_UNIT[duration.unit], unitDisplay: 'long' }).format(
    duration.amount,
  );
}

/**
 * What follows the price: "/ 2 hours" for a whole offer that lasts two hours, "per night" for
 * one night, "per person · 2 hours" when each person pays the price; null when nothing does.
 * Short on purpose: it sits next to the price on a 390 px card.
 */
export function formatPriceUnit(
  terms: { priceBasis: PriceBasis; duration: Duration | null },
  lang: string,
  t: TFunction,
): string | null {
  const { priceBasis, duration } = terms;
  const perNight = duration?.unit === 'nights' && duration.amount === 1;
  const time = perNight ? t('common.price.perNight') : formatDuration(duration, lang, t);
  if (priceBasis === 'person') return [t('common.price.perPerson'), time].filter(Boolean).join(' · ');
  if (!time) return null;
  return perNight ? time : `/ ${time}`;
}
