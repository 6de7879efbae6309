import type { RouteMeta } from '@web/lib/route-meta';
import { RolesView } from '@web/features/admin-users';

export const meta: RouteMeta = { action: 'manage', subject: 'Role', i18n: ['admin', 'auth'] };

export default function RolesPage() {
  return <RolesView />;
}
