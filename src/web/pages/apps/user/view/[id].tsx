import type { RouteMeta } from '@web/lib/route-meta';
import { UserView } from '@web/features/admin-users';
import { useParams } from 'react-router';

export const meta: RouteMeta = { action: 'manage', subject: 'User', navActiveLink: 'apps-user-list' };

export default function UserViewPage() {
  const { id = '' } = useParams();
  // key: a different user starts with fresh local state (role checkboxes).
  return <UserView key={id} id={id} />;
}
