import { decomposeColor, recomposeColor, type Theme } from '@mui/material/styles';
import { readableColor } from './readable-color';

type PaletteColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/** The colour of `color` laid at `opacity` over `surface`, as the eye (and axe) sees it. */
export function composite(color: string, opacity: number, surface: string): string {
  const top = decomposeColor(color).values;
  const bottom = decomposeColor(surface).values;
  const mixed = [0, 1, 2].map((i) => Math.round((top[i] ?? 0) * opacity + (bottom[i] ?? 0) * (1 - opacity)));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

/** The strongest tint the chrome puts behind coloured text (a hovered chosen entry). */
const MAX_TINT = 0.24;

/**
 * Text colour on a background tinted with the same colour (a chosen menu entry, a tonal button):
 * the tint lowers contrast, so the text takes a darker shade on light and a lighter on dark, as
 * far as it needs to stay readable.
 */
export function onTint(theme: Theme, color: PaletteColor = 'primary'): string {
  const { mode } = theme.palette;
  const palette = theme.palette[color];
  const shade = mode === 'dark' ? palette.light : palette.dark;
  const tinted = composite(palette.main, MAX_TINT, theme.palette.background.paper);
  return readableColor(shade, [tinted], mode);
}
