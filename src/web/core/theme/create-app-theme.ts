import { BREAKPOINTS } from '@common/constants';
import type { TextDirection } from '@common/i18n/languages';
import type { Skin } from '@common/sites';
import { createTheme, type Theme } from '@mui/material/styles';
import { componentOverrides } from './overrides';
import { readableColor, TEXT_CONTRAST } from './readable-color';
import { createShadows } from './shadows';
import { FONT_FAMILY, ink, RADIUS, STATUS_COLORS, SURFACES, type PaletteMode } from './tokens';

export type { PaletteMode };

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export interface AppThemeOptions {
  mode: PaletteMode;
  skin: Skin;
  direction: TextDirection;
  /** The site's primary colour for this scheme, or the reader's preset: laid over the core last. */
  primary: string;
}

/**
 * Core theme (tokens, typography, shadows) + one override per component, then the site's tokens
 * (its primary colour) on top, as DESIGN.md section 8 describes.
 */
export function createAppTheme({ mode, skin, direction, primary }: AppThemeOptions): Theme {
  const surfaces = SURFACES[mode][skin];
  const readable = (color: string) => readableColor(color, [surfaces.default, surfaces.paper], mode);
  const core = createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      // Text on a coloured button (white or ink) is picked for AA contrast, not by MUI's default 3:1.
      contrastThreshold: TEXT_CONTRAST,
      secondary: { main: readable(STATUS_COLORS.secondary[mode]) },
      success: { main: readable(STATUS_COLORS.success[mode]) },
      info: { main: readable(STATUS_COLORS.info[mode]) },
      warning: { main: readable(STATUS_COLORS.warning[mode]) },
      error: { main: readable(STATUS_COLORS.error[mode]) },
      background: surfaces,
      text: { primary: ink(mode, 0.9), secondary: ink(mode, 0.7), disabled: ink(mode, 0.4) },
      divider: ink(mode, 0.12),
      action: {
        active: ink(mode, 0.6),
        hover: ink(mode, 0.06),
        selected: ink(mode, 0.08),
        disabled: ink(mode, 0.3),
        disabledBackground: ink(mode, 0.16),
        focus: ink(mode, 0.1),
      },
    },
    shape: { borderRadius: RADIUS.md },
    shadows: createShadows(mode, skin),
    typography: {
      fontFamily: FONT_FAMILY,
      fontSize: 15,
      h1: { fontSize: '2.875rem', fontWeight: 600, lineHeight: 1.47 },
      h2: { fontSize: '2.375rem', fontWeight: 600, lineHeight: 1.47 },
      h3: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.5 },
      h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.58 },
      h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.56 },
      h6: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.47 },
      subtitle1: { fontSize: '0.9375rem', lineHeight: 1.47 },
      subtitle2: { fontSize: '0.8125rem', fontWeight: 500, lineHeight: 1.54 },
      body1: { fontSize: '0.9375rem', lineHeight: 1.47 },
      body2: { fontSize: '0.8125rem', lineHeight: 1.54 },
      button: { textTransform: 'none', fontWeight: 500, fontSize: '0.9375rem' },
      caption: { fontSize: '0.8125rem', lineHeight: 1.38, letterSpacing: 0.4 },
      overline: { fontSize: '0.75rem', lineHeight: 1.17, letterSpacing: 0.8 },
    },
  });
  // Site tokens last: the primary colour, with the palette's light/dark/contrast derived from it.
  const withSite = createTheme(core, {
    palette: { primary: core.palette.augmentColor({ color: { main: readable(primary) } }) },
  });
  return createTheme(withSite, { components: componentOverrides({ mode, skin }) });
}
