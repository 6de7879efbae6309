import { COLOR_SCHEME_KEY, SKIN_KEY, THEME_KEY } from './storage-keys';

/** The page background per scheme and skin, so the first paint already has the reader's colour. */
export type SchemeBackgrounds = Record<'light' | 'dark', Record<'default' | 'bordered', string>>;

/**
 * Source of the inline <head> script that runs before the first paint: it reads the reader's
 * stored mode (or the site's default written on <html data-default-theme>), resolves "system"
 * with prefers-color-scheme and sets data-color-scheme / data-skin and the background on <html>,
 * so a dark reader never sees a white flash. The storage prefix is the site's AppTitle, read from
 * <meta name="application-name"> which the server writes. Plain ES5: it runs before any bundle.
 */
export function colorSchemeScript(backgrounds: SchemeBackgrounds): string {
  const key = (name: string) => JSON.stringify(name);
  return `(function () {
  var root = document.documentElement;
  try {
    var meta = document.querySelector('meta[name="application-name"]');
    var prefix = (meta ? meta.getAttribute('content') : 'application') + '-';
    var theme = localStorage.getItem(prefix + ${key(THEME_KEY)}) || root.getAttribute('data-default-theme');
    var storedSkin = localStorage.getItem(prefix + ${key(SKIN_KEY)}) || root.getAttribute('data-default-skin');
    var skin = storedSkin === 'bordered' ? 'bordered' : 'default';
    var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    var last = localStorage.getItem(prefix + ${key(COLOR_SCHEME_KEY)});
    var scheme = theme === 'light' || theme === 'dark' ? theme
      : theme !== 'system' && (last === 'light' || last === 'dark') ? last
      : dark ? 'dark' : 'light';
    var bg = ${JSON.stringify(backgrounds).replace(/</g, '\\u003c')};
    root.setAttribute('data-color-scheme', scheme);
    root.setAttribute('data-skin', skin);
    root.style.colorScheme = scheme;
    root.style.backgroundColor = bg[scheme][skin];
  } catch (e) {
    // Storage blocked: the app applies the default theme when it starts.
  }
})();`;
}
