import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { useAppTheme } from '@web/app/use-app-theme';

/**
 * An island's theme (ADR 0026): the same theme object as the app's, through the plain provider.
 * The page's head already holds the theme's CSS variables and the baseline, `data-color-scheme`
 * picks the scheme, and no island reads the palette in JavaScript, so MUI's CSS-variables provider
 * (which writes those and follows the scheme) has nothing to do here; leaving it out of the
 * islands' build saves ~3 KB gzip, and the server and the browser give every island one theme.
 */
export function IslandThemeProvider({ children }: { children: ReactNode }) {
  const { theme, cache } = useAppTheme();
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
