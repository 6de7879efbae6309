/**
 * The names under which the browser stores the reader's look, shared by the settings (web) and
 * the pre-paint script the server inlines (color-scheme-script.ts), so both read the same keys.
 */
export const THEME_KEY = 'theme';
export const SKIN_KEY = 'skin';
/** The resolved light or dark scheme (what the theme "system" last resolved to). */
export const COLOR_SCHEME_KEY = 'color-scheme';

/** `${AppTitle}-${name}`: sites share an origin in development, so each keeps its own choices. */
export function storageKey(appTitle: string, name: string): string {
  return `${appTitle}-${name}`;
}
