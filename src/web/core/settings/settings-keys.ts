import {
  COLOR_SCHEME_KEY,
  CONTENT_WIDTH_KEY,
  DIRECTION_KEY,
  LANGUAGE_KEY,
  NAV_COLLAPSED_KEY,
  NAV_LAYOUT_KEY,
  NAVBAR_TYPE_KEY,
  PRIMARY_COLOR_KEY,
  SEMI_DARK_NAV_KEY,
  SKIN_KEY,
  storageKey,
  THEME_KEY,
} from '@common/theme/storage-keys';
import type { Settings } from './settings-types';

export { COLOR_SCHEME_KEY, storageKey };

/**
 * The localStorage key of each persisted setting, after the site's AppTitle prefix
 * (SPEC.md section 4: collapsed nav, navbar blur, content width, theme, skin, language and colour
 * scheme, plus the rest of the customizer). The pre-paint script (@common/theme/color-scheme-script.ts)
 * reads `theme`, `skin` and `color-scheme`, and the layout pre-paint script (@common/theme/layout-pre-paint.ts)
 * the layout's, through the shared names in @common/theme/storage-keys.
 */
export const SETTING_KEYS = {
  theme: THEME_KEY,
  skin: SKIN_KEY,
  semiDarkNav: SEMI_DARK_NAV_KEY,
  primaryColor: PRIMARY_COLOR_KEY,
  contentWidth: CONTENT_WIDTH_KEY,
  appContentLayoutNav: NAV_LAYOUT_KEY,
  verticalNavCollapsed: NAV_COLLAPSED_KEY,
  navbarType: NAVBAR_TYPE_KEY,
  navbarBlur: 'isNavbarBlurEnabled',
  footerType: 'footerType',
  language: LANGUAGE_KEY,
  direction: DIRECTION_KEY,
} as const satisfies Record<keyof Settings, string>;
