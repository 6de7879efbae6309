import { isLangCode, languageOf } from '@common/i18n/languages';
import type { ListingView } from '@common/schemas/listings';
import { useFirstRender } from '@web/core/theme/first-render';
import { formatDuration, formatPrice, formatPriceUnit } from '@web/lib/listing-format';
import { useTranslation } from 'react-i18next';

/**
 * The reader's words for a listing's price, what the price is for ("per person", "per night") and
 * its duration. Intl needs a BCP 47 tag, and our
 * codes "cn" and "br" are not ones, so the language's htmlLang is used. The server records what it
 * formatted and the browser reads those texts back (FirstRender.formatted): taking a server page
 * over then starts no Intl formatter, the costliest step of it on a phone.
 */
export function useListingText() {
  const { t, i18n } = useTranslation();
  const known = useFirstRender()?.formatted;
  const code = isLangCode(i18n.language) ? i18n.language : 'en';
  const locale = languageOf(code).htmlLang;
  const remembered = (key: string, format: () => string | null): string | null => {
    const text = known?.get(key);
    if (text !== undefined) return text;
    const made = format();
    // Only the server records: a browser reading many pages would keep every price it met.
    if (made !== null && known && typeof window === 'undefined') known.set(key, made);
    return made;
  };
  return {
    lang: code,
    price: ({ priceMinor, currency }: Pick<ListingView, 'priceMinor' | 'currency'>) =>
      remembered(`${locale}|price|${priceMinor}|${currency}`, () => formatPrice(priceMinor, currency, locale)) ??
      t('common.free'),
    /** "/ 2 hours", "per person · 2 hours", "per night": shown after the price; null for none. */
    unit: ({ priceBasis, duration }: Pick<ListingView, 'priceBasis' | 'duration'>) =>
      remembered(`${locale}|unit|${priceBasis}|${duration?.amount}|${duration?.unit}`, () =>
        formatPriceUnit({ priceBasis, duration }, locale, t),
      ),
    duration: ({ duration }: Pick<ListingView, 'duration'>) =>
      duration &&
      remembered(`${locale}|duration|${duration.amount}|${duration.unit}`, () => formatDuration(duration, locale, t)),
  };
}
