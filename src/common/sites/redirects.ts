import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '../constants';
import { LANG_CODES } from '../i18n/languages';

/**
 * SPEC.md section 2 "Redirects": / to the site's front page, /testvideo to the all-sites index,
 * and /<lang> to the front page in that language.
 */
export const DEFAULT_REDIRECTS: Readonly<Record<string, string>> = Object.freeze({
  '/': FRONT_PAGE_PATH,
  '/testvideo': ALL_SITES_PATH,
  ...Object.fromEntries(LANG_CODES.map((code) => [`/${code}`, `${FRONT_PAGE_PATH}?lang=${code}`])),
});

/** Site redirects are merged over the defaults; on the same from-path the site's own wins. */
export function mergeRedirects(
  defaults: Readonly<Record<string, string>>,
  site: Readonly<Record<string, string>>,
): Record<string, string> {
  return { ...defaults, ...site };
}
