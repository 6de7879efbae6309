import { darken, decomposeColor, lighten, recomposeColor, type Theme } from '@mui/material/styles';
import { readableColor } from './readable-color';

const TINTED = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
type PaletteColor = (typeof TINTED)[number];
export type TintColors = Record<PaletteColor, string>;

/** The colour of `color` laid at `opacity` over `surface`, as the eye (and axe) sees it. */
export function composite(color: string, opacity: number, surface: string): string {
  const top = decomposeColor(color).values;
  const bottom = decomposeColor(surface).values;
  const mixed = [0, 1, 2].map((i) => Math.round((top[i] ?? 0) * opacity + (bottom[i] ?? 0) * (1 - opacity)));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

/** The strongest tint the chrome puts behind coloured text (a hovered chosen entry). */
const MAX_TINT = 0.24;

/** The shades MUI derives from a main colour (createPalette's default tonal offset, 0.2). */
export function shadesOf(main: string): Shades {
  return { main, light: lighten(main, 0.2), dark: darken(main, 0.3) };
}

interface Shades {
  main: string;
  light: string;
  dark: string;
}

/** What the tinted-text colours depend on: a scheme's tinted colours with their shades, and its paper. */
export type TintInput = { mode: 'light' | 'dark'; background: { paper: string } } & Record<PaletteColor, Shades>;

/**
 * Text colour on a background tinted with the same colour (a chosen menu entry, a tonal button):
 * the tint lowers contrast, so the text takes a darker shade on light and a lighter on dark, as
 * far as it needs to stay readable. Worked out per scheme when the theme is built, and read in
 * styles as `theme.vars.palette.onTint.<colour>` so it follows the scheme in CSS.
 */
export function onTintColors(palette: TintInput): TintColors {
  const { mode } = palette;
  const entry = (color: PaletteColor) => {
    const shade = mode === 'dark' ? palette[color].light : palette[color].dark;
    const tinted = composite(palette[color].main, MAX_TINT, palette.background.paper);
    return readableColor(shade, [tinted], mode);
  };
  return Object.fromEntries(TINTED.map((color) => [color, entry(color)])) as TintColors;
}

/** The tinted-text colour as a CSS variable, so it follows the scheme without re-rendering. */
export function onTint(theme: Theme, color: PaletteColor = 'primary'): string {
  return theme.vars.palette.onTint[color];
}
