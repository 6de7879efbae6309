import { COLOR_SCHEME_KEY, SKIN_KEY, storageKey, THEME_KEY } from '@common/theme/storage-keys';
import type { Settings } from './settings-types';

export { COLOR_SCHEME_KEY, storageKey };

/**
 * The localStorage key of each persisted setting, after the site's AppTitle prefix
 * (SPEC.md section 4: collapsed nav, navbar blur, content width, theme, skin, language and colour
 * scheme, plus the rest of the customizer). The pre-paint script (@common/theme/color-scheme-script.ts)
 * reads `theme`, `skin` and `color-scheme` through the shared names in @common/theme/storage-keys.
 */
export const SETTING_KEYS = {
  theme: THEME_KEY,
  skin: SKIN_KEY,
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
