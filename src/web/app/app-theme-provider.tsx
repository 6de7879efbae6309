import type { TextDirection } from '@common/i18n/languages';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { SiteConfig } from '@common/sites';
import type { Settings } from '@web/core/settings/settings-types';
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

/** The theme for these settings. Not the scheme: both schemes are in one theme, and light/dark/system only changes <html data-color-scheme>. */
export function themeFor(
  site: SiteConfig,
  settings: Pick<Settings, 'skin' | 'primaryColor'>,
  direction: TextDirection,
): Theme {
  // A reader's preset colour is the same in both schemes; the site's differs per scheme.
  const light = settings.primaryColor ?? site.theme.primary.light;
  const dark = settings.primaryColor ?? site.theme.primary.dark;
  return createAppTheme({ skin: settings.skin, direction, primary: { light, dark } });
}

/**
 * `island`: an island of a server-rendered page (ADR 0026). The page's head already holds the
 * theme's CSS variables and the baseline: an island's root writes neither again.
 */
export function AppThemeProvider({ children, island = false }: { children: ReactNode; island?: boolean }) {
  const { site } = useSite();
  const { settings } = useSettings();
  const direction = useDocumentDirection();
  const { skin, primaryColor } = settings;
  const theme = useMemo(() => themeFor(site, { skin, primaryColor }, direction), [site, skin, primaryColor, direction]);
  const browserCache = useStyleCache(direction);
  const cache = useFirstRender()?.styleCache ?? browserCache;
  return (
    <CacheProvider value={cache}>
      {/*
        MUI neither stores the mode nor writes the attribute: the pre-paint script and the settings
        provider own both (ADR 0016), so a stored scheme never leaks into the first render.
      */}
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} disableStyleSheetGeneration={island}>
        {!island && <CssBaseline enableColorScheme />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
