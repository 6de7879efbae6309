import { EmailApp, isBox } from '@web/features/email';
import type { RouteMeta } from '@web/lib/route-meta';
import { Navigate, useParams } from 'react-router';

// /apps/email/{filter} and /apps/email/{label}: the same app on another box (see index.tsx).
export const meta: RouteMeta = {
  i18n: ['email'],
  layoutWrapperClasses: 'layout-content-height-fixed',
  navActiveLink: 'apps-email',
};

export default function EmailBoxPage() {
  const { box } = useParams();
  // A box that is none (a typo in the address) is the inbox.
  if (!isBox(box)) return <Navigate to="/apps/email" replace />;
  return <EmailApp key={box} box={box} />;
}
