import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The colour itself when text in it is readable on every given surface; otherwise the nearest
 * darker (light scheme) or lighter (dark scheme) shade that is. Site and status colours are used
 * for text too (links, outlined buttons, the active menu entry), so a faint one is nudged rather
 * than failing the accessibility budget (DESIGN.md section 6).
 */
export function readableColor(color: string, surfaces: string[], mode: 'light' | 'dark'): string {
  const passes = (c: string) => surfaces.every((s) => getContrastRatio(c, s) >= TEXT_CONTRAST);
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? color : mode === 'light' ? darken(color, step * 0.04) : lighten(color, step * 0.04);
    if (passes(candidate)) return candidate;
  }
  return mode === 'light' ? '#000000' : '#FFFFFF';
}
