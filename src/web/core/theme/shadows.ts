import type { Shadows } from '@mui/material/styles';
import type { Skin } from '@common/sites';
import { shadowInk, type PaletteMode } from './tokens';

/** Soft, low-contrast shadows that grow with elevation; the bordered skin draws none. */
export function createShadows(mode: PaletteMode, skin: Skin): Shadows {
  const strength = mode === 'light' ? 1 : 2.2;
  const list = Array.from({ length: 25 }, (_, i) => {
    if (i === 0 || skin === 'bordered') return 'none';
    const y = Math.min(1 + Math.round(i * 0.8), 20);
    const blur = Math.min(4 + i * 2, 48);
    const opacity = Math.min(0.1 + i * 0.01, 0.3) * strength;
    return `0 ${y}px ${blur}px ${shadowInk(mode, Math.min(opacity, 0.56))}`;
  });
  return list as Shadows;
}
