import type { RouteMeta } from '@web/lib/route-meta';
import { uuidField } from '@common/schemas/fields';
import { NotFoundMessage } from '@web/components/not-found-message';
import { UserView } from '@web/features/admin-users';
import { useParams } from 'react-router';
import * as z from 'zod/mini';

export const meta: RouteMeta = {
  action: 'manage',
  subject: 'User',
  navActiveLink: 'apps-user-list',
  i18n: ['admin', 'auth'],
};

export default function UserViewPage() {
  const { id = '' } = useParams();
  // User ids are UUIDs: anything else names no user, so it is the not-found page, not a request.
  if (!z.safeParse(uuidField, id).success) return <NotFoundMessage />;
  // key: a different user starts with fresh local state (role checkboxes).
  return <UserView key={id} id={id} />;
}
