import { useEffect, type ReactNode } from 'react';
import { GlobalWidgets } from './global-widgets';
import { SharedProviders, type SharedProvidersProps } from './shared-providers';

export interface AppProvidersProps extends Omit<SharedProvidersProps, 'island'> {
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

/** Everything around the router, the same in the browser and in the server renderer. */
export function AppProviders({ children, ...shared }: AppProvidersProps) {
  // Says the app has taken the page over (its first render is on screen): tests and tools wait on it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <SharedProviders {...shared}>
      <GlobalWidgets>{children}</GlobalWidgets>
    </SharedProviders>
  );
}
