import type { RouteMeta } from '@web/lib/route-meta';
import { PermissionsView } from '@web/features/admin-users';

export const meta: RouteMeta = { action: 'manage', subject: 'Permission', i18n: ['admin', 'auth'] };

export default function PermissionsPage() {
  return <PermissionsView />;
}
