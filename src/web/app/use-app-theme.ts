import type { TextDirection } from '@common/i18n/languages';
import type { SiteConfig } from '@common/sites';
import type { EmotionCache } from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import type { Settings } from '@web/core/settings/settings-types';
import { useSettings } from '@web/core/settings/settings-provider';
import { createAppTheme } from '@web/core/theme/create-app-theme';
import { useFirstRender } from '@web/core/theme/first-render';
import { loadedRtlCache, loadRtlCache, ltrCache } from '@web/core/theme/style-cache';
import { useDocumentDirection } from '@web/core/theme/use-document-direction';
import { useSite } from '@web/lib/site-context';
import { useEffect, useMemo, useState } from 'react';

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

/** The theme and the style cache of this root, the app's and each island's alike. */
export function useAppTheme(): { theme: Theme; cache: EmotionCache } {
  const { site } = useSite();
  const { settings } = useSettings();
  const direction = useDocumentDirection();
  const { skin, primaryColor } = settings;
  const theme = useMemo(() => themeFor(site, { skin, primaryColor }, direction), [site, skin, primaryColor, direction]);
  const browserCache = useStyleCache(direction);
  const cache = useFirstRender()?.styleCache ?? browserCache;
  return { theme, cache };
}
