import { siteById, type SiteId } from '@common/sites';
import type { SiteContextValue } from './site-context';

/**
 * For component tests only: what <SiteContext.Provider> holds on a site with nothing set up
 * (peer-to-peer calls, no Google sign-in, no demo accounts, no route table), with the parts a
 * test cares about changed.
 */
export function testSiteContext(
  siteId: SiteId,
  {
    runtime,
    ...rest
  }: Partial<Omit<SiteContextValue, 'runtime'>> & { runtime?: Partial<SiteContextValue['runtime']> } = {},
): SiteContextValue {
  return {
    site: siteById(siteId),
    runtime: {
      videoProvider: 'p2p',
      googleClientId: null,
      siteOverrideAllowed: false,
      demoAccounts: false,
      ...runtime,
    },
    hasPage: () => false,
    pageMeta: () => undefined,
    preloadPage: () => undefined,
    ...rest,
  };
}
