import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useAppTheme } from './use-app-theme';

/** The app's theme, with MUI's CSS-variables provider, which writes the variables and the baseline. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { theme, cache } = useAppTheme();
  return (
    <CacheProvider value={cache}>
      {/*
        MUI neither stores the mode nor writes the attribute: the pre-paint script and the settings
        provider own both (ADR 0016), so a stored scheme never leaks into the first render.
      */}
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
