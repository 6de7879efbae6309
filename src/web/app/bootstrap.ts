import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '@common/bootstrap';
import { isLangCode, languageOf } from '@common/i18n/languages';
import { isSiteId, resolveSite, SITES } from '@common/sites';

/** The tag comes from our own server; a light check guards against a stale or hand-edited page. */
function isBootstrap(value: unknown): value is Bootstrap {
  const v = value as Partial<Bootstrap> | null;
  return !!v && isSiteId(v.siteId) && isLangCode(v.lang) && typeof v.runtime === 'object' && v.runtime !== null;
}

const OVERRIDE_KEY = 'site-override';

/**
 * The server writes the resolved site into index.html. Under the Vite dev server there is no
 * such tag, so the same resolver runs here on location.hostname (with the dev ?site= override,
 * remembered for the tab so client-side navigation keeps it).
 */
export function readBootstrap(): Bootstrap {
  const el = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (el?.textContent) {
    const parsed: unknown = JSON.parse(el.textContent);
    if (isBootstrap(parsed)) return parsed;
    console.error('Ignoring an invalid bootstrap tag', parsed);
  }
  const params = new URLSearchParams(location.search);
  const asked = params.get('site');
  if (asked) sessionStorage.setItem(OVERRIDE_KEY, asked);
  const site = resolveSite(SITES, location.host, {
    defaultSite: 'generic',
    override: asked ?? sessionStorage.getItem(OVERRIDE_KEY),
  });
  const lang = params.get('lang');
  const code = isLangCode(lang) ? lang : site.defaultLang;
  return {
    siteId: site.id,
    lang: code,
    dir: languageOf(code).dir,
    runtime: { videoProvider: 'p2p', googleClientId: null, siteOverrideAllowed: true, demoAccounts: false },
  };
}
