import type { RouteMeta } from '@web/lib/route-meta';
import { PageLoading } from '@web/components/page-loading';
import { useSignOut } from '@web/features/auth';
import { useEffect } from 'react';

// A plain link target for signing out (menus, e-mails); public so a stale visit just lands on /login.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['auth'] };

export default function LogoutPage() {
  const { signOut } = useSignOut();
  useEffect(() => {
    void signOut();
  }, [signOut]);
  return <PageLoading />;
}
