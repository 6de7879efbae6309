import { useTheme, type Theme } from '@mui/material/styles';
import { useSettings } from '@web/core/settings/settings-provider';
import { useMemo } from 'react';

/**
 * The theme with the palette of the scheme showing now. Charts draw on a canvas or into SVG
 * attributes, which cannot read the theme's CSS variables, so they need the scheme's real colours;
 * the app's one theme holds both schemes (ADR 0016) and `theme.palette` is always the light one.
 * A new object when the scheme changes, so a chart keyed on it is drawn again in the new colours.
 */
export function useChartTheme(): Theme {
  const theme = useTheme();
  const { colorScheme } = useSettings();
  return useMemo(() => {
    const scheme = theme.colorSchemes[colorScheme];
    return scheme ? { ...theme, palette: scheme.palette as Theme['palette'] } : theme;
  }, [theme, colorScheme]);
}
