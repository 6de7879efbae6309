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

/*
 * The layout choices the pre-paint script also reads (layout-pre-paint.ts), so the server's frame
 * of a signed-in page is drawn in the reader's layout before the app starts (issue #33).
 */
export const NAV_LAYOUT_KEY = 'appContentLayoutNav';
export const NAV_COLLAPSED_KEY = 'isVerticalNavCollapsed';
export const NAVBAR_TYPE_KEY = 'navbarType';
export const CONTENT_WIDTH_KEY = 'contentWidth';
export const SEMI_DARK_NAV_KEY = 'isVerticalNavSemiDark';
export const PRIMARY_COLOR_KEY = 'primaryColor';
export const LANGUAGE_KEY = 'language';
export const DIRECTION_KEY = 'direction';
