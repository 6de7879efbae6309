import { isLangCode, languageOf } from '@common/i18n/languages';
import type { SiteConfig } from '@common/sites';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@web/lib/use-hydrated';
import { resolveColorScheme } from './settings-rules';
import { saveColorScheme } from './settings-storage';
import { createSettingsStore, type SettingsStore } from './settings-store';
import { defaultSettings, type ColorScheme, type Settings } from './settings-types';

interface SettingsContextValue {
  settings: Settings;
  /** light or dark: the theme setting with "system" resolved against the browser, live. */
  colorScheme: ColorScheme;
  store: SettingsStore;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function SettingsProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  const store = useMemo(
    () =>
      createSettingsStore({
        appTitle: site.configuration.AppTitle,
        defaults: defaultSettings(site),
        storage: browserStorage(),
      }),
    [site],
  );
  // The server renders, and the browser hydrates, with the site's defaults; stored choices apply right after.
  const defaults = useMemo(() => defaultSettings(site), [site]);
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot, () => defaults);
  // Not noSsr: while hydrating, the server's answer (light), then the browser's; a fresh render asks the browser at once.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const colorScheme = resolveColorScheme(settings.theme, prefersDark);

  // The pre-paint script in index.html reads these on the next load, so it never paints the wrong scheme.
  // While hydrating, the settings are the site's defaults, not the reader's: the script has already
  // set the reader's scheme on <html>, and writing the defaults there would flash the wrong one.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    saveColorScheme(site.configuration.AppTitle, colorScheme, browserStorage());
    const root = document.documentElement;
    root.dataset.colorScheme = colorScheme;
    root.dataset.skin = settings.skin;
    root.style.colorScheme = colorScheme;
    // The pre-paint background has done its job; from here the body's themed background shows.
    root.style.removeProperty('background-color');
  }, [hydrated, site, colorScheme, settings.skin]);

  // The customizer's direction, or the language's once it is cleared (reset, a language chosen).
  // main.tsx applies the stored one before the first render; the theme follows <html dir>.
  const { i18n } = useTranslation();
  useEffect(() => {
    const language = isLangCode(i18n.language) ? languageOf(i18n.language).dir : null;
    const dir = settings.direction ?? language;
    if (dir) document.documentElement.dir = dir;
  }, [settings.direction, i18n.language]);

  const value = useMemo(() => ({ settings, colorScheme, store }), [settings, colorScheme, store]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings() outside <SettingsProvider>');
  return value;
}
