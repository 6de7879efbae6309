import type { Skin } from '@common/sites';
import { PAGE_BACKGROUNDS as BG } from '@common/theme/page-backgrounds';

export type PaletteMode = 'light' | 'dark';

/**
 * The template's colour tokens (a Vuexy-like palette). The text colours are tints of one ink
 * colour, so text, dividers and shadows stay in the same family in both schemes.
 */
export const INK = { light: '47, 43, 61', dark: '225, 222, 245' } as const;
export const SHADOW_INK = { light: '47, 43, 61', dark: '19, 17, 32' } as const;

// Comma syntax: MUI derives the `--mui-palette-text-primaryChannel` style variables (that
// `theme.alpha()` and its own components use) only from it; `rgb(47 43 61 / 0.9)` gave a broken "47".
export const ink = (mode: PaletteMode, opacity: number) => `rgba(${INK[mode]}, ${opacity})`;
export const shadowInk = (mode: PaletteMode, opacity: number) => `rgba(${SHADOW_INK[mode]}, ${opacity})`;

/** Background and surface per scheme and skin: the bordered skin draws on one flat surface. */
export const SURFACES: Record<PaletteMode, Record<Skin, { default: string; paper: string }>> = {
  light: {
    default: { default: BG.light.default, paper: '#FFFFFF' },
    bordered: { default: BG.light.bordered, paper: '#FFFFFF' },
  },
  dark: {
    default: { default: BG.dark.default, paper: '#2F3349' },
    bordered: { default: BG.dark.bordered, paper: '#2F3349' },
  },
};

/** The template's status colours; createAppTheme makes them readable as text on each scheme. */
export const STATUS_COLORS = {
  secondary: { light: '#808390', dark: '#A8AAAE' },
  success: { light: '#28C76F', dark: '#28C76F' },
  info: { light: '#00BAD1', dark: '#00BAD1' },
  warning: { light: '#FF9F43', dark: '#FF9F43' },
  error: { light: '#FF4C51', dark: '#FF4C51' },
} as const;

export const FONT_FAMILY =
  '"Public Sans", "Public Sans Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const RADIUS = { sm: 4, md: 6, lg: 8, xl: 10 } as const;
