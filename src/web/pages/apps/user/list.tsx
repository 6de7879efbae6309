import type { RouteMeta } from '@web/lib/route-meta';
import { UserList } from '@web/features/admin-users';

// The API allows this to `manage User` (admins); members get /not-authorized before any request.
export const meta: RouteMeta = { action: 'manage', subject: 'User', i18n: ['admin', 'auth'] };

export default function UserListPage() {
  return <UserList />;
}
