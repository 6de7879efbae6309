import type { TextDirection } from '@common/i18n/languages';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createAppTheme } from '@web/core/theme/create-app-theme';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useSite } from './site-context';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/** Follows <html dir>, which the language switch sets, so MUI mirrors with it. */
function useDocumentDirection(): TextDirection {
  return useSyncExternalStore(
    (notify) => {
      const observer = new MutationObserver(notify);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      return () => observer.disconnect();
    },
    () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
  );
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const direction = useDocumentDirection();
  const mode =
    site.theme.defaultMode === 'system' ? (prefersDark ? 'dark' : 'light') : site.theme.defaultMode;
  const theme = useMemo(() => createAppTheme(site, mode, direction), [site, mode, direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
