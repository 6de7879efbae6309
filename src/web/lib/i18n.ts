import { languageOf, type LangCode } from '@common/i18n/languages';
import type { SiteConfig } from '@common/sites';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, string>;

// Strings live in locales/<lang>/<area>.json (flat keys; areas keep parallel work apart) and all
// go into one namespace. Each file is a lazy chunk: a visitor downloads only their languages.
const localeLoaders = import.meta.glob<Messages>(['../locales/*/*.json', '!../locales/*/mail.json'], { import: 'default' });

async function loadMessages(lang: LangCode): Promise<Messages> {
  const prefix = `../locales/${lang}/`;
  const parts = await Promise.all(
    Object.entries(localeLoaders)
      .filter(([file]) => file.startsWith(prefix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts) as Messages;
}

/** Loads a language's base strings and lays the site's own strings over them (site wins). */
async function ensureLanguage(instance: i18n, site: SiteConfig, lang: LangCode): Promise<void> {
  if (instance.hasResourceBundle(lang, 'translation')) return;
  const base = await loadMessages(lang);
  instance.addResourceBundle(lang, 'translation', { ...base, ...site.additionalTranslations[lang] }, true, true);
}

/** Reflects the language on <html>: lang for assistive technology, dir for right-to-left. */
export function applyDocumentLanguage(lang: LangCode): void {
  const language = languageOf(lang);
  document.documentElement.lang = language.htmlLang;
  document.documentElement.dir = language.dir;
}

export async function initI18n(site: SiteConfig, lang: LangCode): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: {},
    // Keys are flat ("nav.home"), the same shape as the sites' additionalTranslations.
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([ensureLanguage(instance, site, lang), ensureLanguage(instance, site, 'en')]);
  // changeLanguage re-renders once the bundle is there.
  await instance.changeLanguage(lang);
  applyDocumentLanguage(lang);
  return instance;
}

export async function switchLanguage(instance: i18n, site: SiteConfig, lang: LangCode): Promise<void> {
  await ensureLanguage(instance, site, lang);
  await instance.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
