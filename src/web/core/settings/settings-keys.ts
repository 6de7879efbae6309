import type { Settings } from './settings-types';

/**
 * The localStorage key of each persisted setting, after the site's AppTitle prefix
 * (SPEC.md section 4: collapsed nav, navbar blur, content width, theme, skin, language and colour
 * scheme, plus the rest of the customizer). index.html's inline script reads `theme`, `skin`
 * and `color-scheme` under the same names before the first paint: keep them in step.
 */
export const SETTING_KEYS = {
  theme: 'theme',
  skin: 'skin',
  semiDarkNav: 'isVerticalNavSemiDark',
  primaryColor: 'primaryColor',
  contentWidth: 'contentWidth',
  appContentLayoutNav: 'appContentLayoutNav',
  verticalNavCollapsed: 'isVerticalNavCollapsed',
  navbarType: 'navbarType',
  navbarBlur: 'isNavbarBlurEnabled',
  footerType: 'footerType',
  language: 'language',
  direction: 'direction',
} as const satisfies Record<keyof Settings, string>;

/** The resolved light or dark scheme (the theme "system" resolves to), for the pre-paint script. */
export const COLOR_SCHEME_KEY = 'color-scheme';

/** `${AppTitle}-${name}`: sites share an origin in development, so each keeps its own choices. */
export function storageKey(appTitle: string, name: string): string {
  return `${appTitle}-${name}`;
}
