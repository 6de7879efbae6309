import { FRONT_PAGE_PATH } from '@common/constants';
import { hasScope, type CanCheck } from '@common/permissions/scopes';
import type { SiteConfig } from '@common/sites';

/**
 * Where a freshly signed-in user lands when no redirecturl asks otherwise: the site's admin
 * landing page for admins (scope admin2), the front page for everyone else (SPEC.md section 2).
 */
export function landingPath(ability: CanCheck, site: SiteConfig): string {
  return hasScope(ability, 'admin2') ? site.configuration.DefaultLandingAdminPage : FRONT_PAGE_PATH;
}
