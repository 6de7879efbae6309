import type { LangCode, TextDirection } from '@common/i18n/languages';
import type { SiteConfig, Skin, ThemeMode } from '@common/sites';

export type { Skin, ThemeMode };
export type ColorScheme = 'light' | 'dark';
export type ContentWidth = 'boxed' | 'fluid';
/** What the customizer offers; "collapsed" is the vertical navigation shrunk to a rail of icons. */
export type NavLayout = 'vertical' | 'horizontal' | 'collapsed';
/** Where the navigation lives, as stored: collapsing is a flag of the vertical navigation. */
export type ContentLayoutNav = 'vertical' | 'horizontal';
export type NavbarType = 'sticky' | 'hidden';
export type FooterType = 'static';

/** SPEC.md section 3 "Client configuration": what the reader chose for the look of the app. */
export interface Settings {
  theme: ThemeMode;
  skin: Skin;
  semiDarkNav: boolean;
  /** A hex colour from the presets, or null for the site's own primary colour. */
  primaryColor: string | null;
  contentWidth: ContentWidth;
  appContentLayoutNav: ContentLayoutNav;
  verticalNavCollapsed: boolean;
  navbarType: NavbarType;
  navbarBlur: boolean;
  footerType: FooterType;
  /** The language chosen with the switcher; null until the reader picks one. */
  language: LangCode | null;
  /**
   * Right-to-left or left-to-right as chosen in the customizer; null follows the language (and
   * choosing a language goes back to null, so Arabic reads right-to-left again).
   */
  direction: TextDirection | null;
}

/** The site's defaults (SPEC.md section 4 "Layout and theme"), with the site's theme tokens. */
export function defaultSettings(site: Pick<SiteConfig, 'theme'>): Settings {
  return {
    theme: site.theme.defaultMode,
    skin: site.theme.defaultSkin,
    semiDarkNav: false,
    primaryColor: null,
    contentWidth: 'boxed',
    appContentLayoutNav: 'vertical',
    verticalNavCollapsed: false,
    navbarType: 'sticky',
    navbarBlur: true,
    footerType: 'static',
    language: null,
    direction: null,
  };
}

/** Colours offered in the customizer besides the site's own. */
export const PRIMARY_PRESETS = ['#7367F0', '#0D9394', '#FFAB1D', '#EB3D63', '#2092EC'] as const;
