import { isLangCode } from '@common/i18n/languages';
import { switchLanguage, useI18nInstance } from '@web/lib/i18n';
import { useSite } from '@web/lib/site-context';
import { useEffect } from 'react';

/**
 * The :lang of /:lang/offer/:offerid is the interface language, as ?lang= is elsewhere
 * (root-shell): a language the site offers switches to it. Only when the address changes, so the
 * language menu still works on the page.
 */
export function useLanguageFromPath(lang: string | undefined) {
  const i18n = useI18nInstance();
  const { site } = useSite();
  useEffect(() => {
    if (isLangCode(lang) && site.languages.includes(lang) && i18n.language !== lang)
      void switchLanguage(i18n, site, lang);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new address only, not on every language change
  }, [lang, site]);
}
