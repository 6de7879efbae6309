import type { Bootstrap } from '@common/bootstrap';
import type { ReactNode } from 'react';
import { SharedProviders, type SharedProvidersProps } from '@web/app/shared-providers';
import { IslandRouter } from './island-router';
import { IslandThemeProvider } from './island-theme-provider';
import { useIslandSiteValue } from './island-site-value';

export interface IslandProvidersProps extends Omit<SharedProvidersProps, 'siteValue'> {
  runtime: Bootstrap['runtime'];
  /** The server's answers to the islands' `hasPage` questions (SsrData.pages). */
  pages: Record<string, boolean>;
  /** The page's address as the server rendered it. */
  location: string;
  children: ReactNode;
}

/**
 * What an island's own root has around it, on the server and in the browser alike: the app's
 * providers without the page-wide widgets, the head's styles or the app's router.
 */
export function IslandProviders({ location, runtime, pages, children, ...shared }: IslandProvidersProps) {
  const siteValue = useIslandSiteValue(shared.site, runtime, pages);
  return (
    <SharedProviders {...shared} siteValue={siteValue}>
      <IslandThemeProvider>
        <IslandRouter location={location}>{children}</IslandRouter>
      </IslandThemeProvider>
    </SharedProviders>
  );
}
