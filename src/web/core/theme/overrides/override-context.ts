import type { Skin } from '@common/sites';
import type { Components, Theme } from '@mui/material/styles';
import type { PaletteMode } from '../tokens';

/** What an override may depend on besides the theme its style callbacks receive. */
export interface OverrideContext {
  mode: PaletteMode;
  skin: Skin;
}

export type ThemeComponents = Components<Omit<Theme, 'components'>>;
