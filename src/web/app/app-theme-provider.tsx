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
  const { settings } = useSettings();
  const direction = useDocumentDirection();
  // A reader's preset colour is the same in both schemes; the site's differs per scheme.
  const light = settings.primaryColor ?? site.theme.primary.light;
  const dark = settings.primaryColor ?? site.theme.primary.dark;
  // Not the scheme: both schemes are in this one theme, and light/dark/system only changes <html data-color-scheme>.
  const theme = useMemo(
    () => createAppTheme({ skin: settings.skin, direction, primary: { light, dark } }),
    [settings.skin, direction, light, dark],
  );
  const browserCache = useStyleCache(direction);
  const cache = useFirstRender()?.styleCache ?? browserCache;
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
