import type { Bootstrap } from '@common/bootstrap';
import { useEffect, type ReactNode } from 'react';
import { AppThemeProvider } from './app-theme-provider';
import { GlobalWidgets } from './global-widgets';
import { SharedProviders, type SharedProvidersProps } from './shared-providers';
import { useSiteValue } from './site-value';

export interface AppProvidersProps extends Omit<SharedProvidersProps, 'siteValue'> {
  runtime: Bootstrap['runtime'];
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

/** Everything around the router, the same in the browser and in the server renderer. */
export function AppProviders({ children, runtime, ...shared }: AppProvidersProps) {
  const siteValue = useSiteValue(shared.site, runtime);
  // Says the app has taken the page over (its first render is on screen): tests and tools wait on it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <SharedProviders {...shared} siteValue={siteValue}>
      <AppThemeProvider>
        <GlobalWidgets>{children}</GlobalWidgets>
      </AppThemeProvider>
    </SharedProviders>
  );
}
