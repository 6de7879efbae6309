import { isLangCode, type LangCode } from '@common/i18n/languages';
import type { SiteConfig } from '@common/sites';
import { SETTING_KEYS, storageKey } from './settings-keys';

/**
 * The language of the first render: ?lang= in the address wins (the /en, /pl, ... redirects and
 * shared links), then the reader's saved choice, then what the server chose (the site's default).
 */
export function initialLanguage(
  site: Pick<SiteConfig, 'languages' | 'configuration'>,
  serverLang: LangCode,
  search: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): LangCode {
  const asked = new URLSearchParams(search).get('lang');
  if (isLangCode(asked) && site.languages.includes(asked)) return asked;
  let saved: string | null = null;
  try {
    saved = storage?.getItem(storageKey(site.configuration.AppTitle, SETTING_KEYS.language)) ?? null;
  } catch {
    saved = null;
  }
  if (isLangCode(saved) && site.languages.includes(saved)) return saved;
  return serverLang;
}
