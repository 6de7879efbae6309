import type { Skin } from '@common/sites';
import type { Components, Theme } from '@mui/material/styles';

/** What an override may depend on besides the theme its style callbacks receive. */
export interface OverrideContext {
  skin: Skin;
}

export type ThemeComponents = Components<Omit<Theme, 'components'>>;
