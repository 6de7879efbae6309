import { languageOf, type LangCode } from '@common/i18n/languages';
import { IconLanguage } from '@tabler/icons-react';
import { useSite } from '@web/lib/site-context';
import { useSettings } from '@web/core/settings/settings-provider';
import { switchLanguage, useI18nInstance } from '@web/lib/i18n';
import { MenuButton } from './menu-button/menu-button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The site's languages; the choice is saved under the AppTitle prefix and wins on the next visit. */
export function LanguageSwitcher() {
  const { site } = useSite();
  const { store } = useSettings();
  // t re-renders the menu on a language change; the switch itself goes to the real instance.
  const { t } = useTranslation();
  const i18n = useI18nInstance();
  const [params, setParams] = useSearchParams();

  const choose = (code: LangCode) => {
    // A language brings its own direction: a right-to-left chosen for English ends with it.
    store.update({ language: code, direction: null });
    void switchLanguage(i18n, site, code);
    // A ?lang= in the address would win on reload over the choice just made.
    if (params.has('lang')) {
      const next = new URLSearchParams(params);
      next.delete('lang');
      setParams(next, { replace: true });
    }
  };

  return (
    <MenuButton
      label={t('navbar.language')}
      icon={<IconLanguage size={22} stroke={1.75} aria-hidden />}
      choices={site.languages.map((code) => {
        const language = languageOf(code);
        return { key: code, label: language.name, selected: i18n.language === code, lang: language.htmlLang };
      })}
      onChoose={(code) => choose(code as LangCode)}
    />
  );
}
