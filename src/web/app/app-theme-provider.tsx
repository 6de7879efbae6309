import type { TextDirection } from '@common/i18n/languages';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useSettings } from '@web/core/settings/settings-provider';
import { createAppTheme } from '@web/core/theme/create-app-theme';
import { loadedRtlCache, loadRtlCache, ltrCache } from '@web/core/theme/style-cache';
import { useDocumentDirection } from '@web/core/theme/use-document-direction';
import { useFirstRender } from '@web/core/theme/first-render';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSite } from '@web/lib/site-context';

/** The mirrored style cache when right-to-left; it is a lazy chunk, ready before main.tsx renders Arabic. */
function useStyleCache(direction: TextDirection) {
  const [rtl, setRtl] = useState(loadedRtlCache);
  useEffect(() => {
    if (direction === 'rtl' && !rtl) void loadRtlCache().then(setRtl);
  }, [direction, rtl]);
  return direction === 'rtl' && rtl ? rtl : ltrCache;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const { settings, colorScheme } = useSettings();
  const direction = useDocumentDirection();
  const primary = settings.primaryColor ?? site.theme.primary[colorScheme];
  const theme = useMemo(
    () => createAppTheme({ mode: colorScheme, skin: settings.skin, direction, primary }),
    [colorScheme, settings.skin, direction, primary],
  );
  const browserCache = useStyleCache(direction);
  const cache = useFirstRender()?.styleCache ?? browserCache;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
