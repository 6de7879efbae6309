import { isLangCode, languageOf } from '@common/i18n/languages';
import type { ListingView } from '@common/schemas/listings';
import { formatDuration, formatPrice } from '@web/lib/listing-format';
import { useTranslation } from 'react-i18next';

/**
 * The reader's words for a listing's price and duration. Intl needs a BCP 47 tag, and our
 * codes "cn" and "br" are not ones, so the language's htmlLang is used.
 */
export function useListingText() {
  const { t, i18n } = useTranslation();
  const code = isLangCode(i18n.language) ? i18n.language : 'en';
  const locale = languageOf(code).htmlLang;
  return {
    lang: code,
    price: (listing: Pick<ListingView, 'priceMinor' | 'currency'>) =>
      formatPrice(listing.priceMinor, listing.currency, locale) ?? t('common.free'),
    duration: (listing: Pick<ListingView, 'duration'>) => formatDuration(listing.duration, locale),
  };
}
