import type { ReactNode } from 'react';
import { SharedProviders, type SharedProvidersProps } from '@web/app/shared-providers';
import { IslandRouter } from './island-router';

export interface IslandProvidersProps extends Omit<SharedProvidersProps, 'island'> {
  /** The page's address as the server rendered it. */
  location: string;
  children: ReactNode;
}

/**
 * What an island's own root has around it, on the server and in the browser alike: the app's
 * providers without the page-wide widgets, the head's styles or the app's router.
 */
export function IslandProviders({ location, children, ...shared }: IslandProvidersProps) {
  return (
    <SharedProviders {...shared} island>
      <IslandRouter location={location}>{children}</IslandRouter>
    </SharedProviders>
  );
}
