import type { RouteMeta } from '@web/lib/route-meta';
import { AccessControlView } from '@web/features/auth';

// SPEC.md section 6: the only page with an access rule.
export const meta: RouteMeta = { action: 'read', subject: 'AclDemo', i18n: ['auth'] };

export default function AccessControlPage() {
  return <AccessControlView />;
}
