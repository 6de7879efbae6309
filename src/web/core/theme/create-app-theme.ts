import { BREAKPOINTS } from '@common/constants';
import type { TextDirection } from '@common/i18n/languages';
import type { Skin } from '@common/sites';
import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
import { componentOverrides } from './overrides';
import { onTintColors, shadesOf, type TintColors } from './on-tint';
import { readableColor, TEXT_CONTRAST } from './readable-color';
import { createShadows } from './shadows';
import { FONT_FAMILY, ink, RADIUS, STATUS_COLORS, SURFACES, type PaletteMode } from './tokens';

export type { PaletteMode };

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  // Every theme of the app is a CSS-variables theme, so `theme.vars` is always there.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    /** Text on a background tinted with the same colour, per scheme (see on-tint.ts). */
    onTint: TintColors;
  }
  interface PaletteOptions {
    onTint?: TintColors;
  }
}

/** The selector MUI puts the dark variables under; the pre-paint script sets the same attribute. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

export interface AppThemeOptions {
  skin: Skin;
  direction: TextDirection;
  /** The site's primary colour per scheme, or the reader's preset for both: laid over the core last. */
  primary: Record<PaletteMode, string>;
}

/** The palette of one scheme: the template's tokens, the site's primary, every text colour AA-readable. */
function schemePalette(mode: PaletteMode, skin: Skin, primary: string): PaletteOptions {
  const surfaces = SURFACES[mode][skin];
  const readable = (color: string) => readableColor(color, [surfaces.default, surfaces.paper], mode);
  const main = {
    primary: readable(primary),
    secondary: readable(STATUS_COLORS.secondary[mode]),
    success: readable(STATUS_COLORS.success[mode]),
    info: readable(STATUS_COLORS.info[mode]),
    warning: readable(STATUS_COLORS.warning[mode]),
    error: readable(STATUS_COLORS.error[mode]),
  };
  // The tinted-text colours need the light and dark shades MUI derives from each main colour;
  // worked out here with MUI's rule rather than by building a whole theme per scheme for them
  // (two createTheme calls, a good part of the app's start on a slow phone).
  const onTint = onTintColors({
    mode,
    background: surfaces,
    primary: shadesOf(main.primary),
    secondary: shadesOf(main.secondary),
    success: shadesOf(main.success),
    info: shadesOf(main.info),
    warning: shadesOf(main.warning),
    error: shadesOf(main.error),
  });
  return {
    mode,
    // Text on a coloured button (white or ink) is picked for AA contrast, not by MUI's default 3:1.
    contrastThreshold: TEXT_CONTRAST,
    primary: { main: main.primary },
    secondary: { main: main.secondary },
    success: { main: main.success },
    info: { main: main.info },
    warning: { main: main.warning },
    error: { main: main.error },
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
    onTint,
  };
}

/**
 * Core theme (tokens, typography, shadows) + one override per component, with the site's primary
 * colour in each scheme, as DESIGN.md section 8 describes. Both schemes live in one theme as CSS
 * variables (ADR 0016): light under `:root`, dark under `[data-color-scheme="dark"]`, so changing
 * the scheme changes an attribute on <html>, never this object, the React tree or Emotion's CSS.
 */
/** The last theme made, by its options: main.tsx makes the first page's theme in a task of its own. */
let last: { key: string; theme: Theme } | undefined;

export function createAppTheme(options: AppThemeOptions): Theme {
  const key = `${options.skin}|${options.direction}|${options.primary.light}|${options.primary.dark}`;
  if (last?.key !== key) last = { key, theme: buildAppTheme(options) };
  return last.theme;
}

function buildAppTheme({ skin, direction, primary }: AppThemeOptions): Theme {
  const scheme = (mode: PaletteMode) => ({
    palette: schemePalette(mode, skin, primary[mode]),
    // Kept per scheme: MUI emits `--mui-shadows-*` under each scheme's selector.
    shadows: createShadows(mode, skin),
  });
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: { light: scheme('light'), dark: scheme('dark') },
    defaultColorScheme: 'light',
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    shape: { borderRadius: RADIUS.md },
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
    components: componentOverrides({ skin }),
  });
}
