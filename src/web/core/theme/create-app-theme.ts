import { BREAKPOINTS } from '@common/constants';
import type { TextDirection } from '@common/i18n/languages';
import type { SiteConfig } from '@common/sites';
import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export type PaletteMode = 'light' | 'dark';

/** Core theme with the spec's breakpoints; the site's tokens are laid over it last. */
export function createAppTheme(site: SiteConfig, mode: PaletteMode, direction: TextDirection): Theme {
  return createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      primary: { main: site.theme.primary[mode] },
      ...(mode === 'light'
        ? { background: { default: '#F4F5FA', paper: '#FFFFFF' } }
        : { background: { default: '#25293C', paper: '#2F3349' } }),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}
