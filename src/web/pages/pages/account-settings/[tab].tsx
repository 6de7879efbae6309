import type { RouteMeta } from '@web/lib/route-meta';
import { ACCOUNT_SETTINGS_TABS, AccountSettings, type AccountSettingsTab } from '@web/features/account';
import { BillingTab } from '@web/features/billing';
import { NotFoundMessage } from '@web/components/not-found-message';
import { useParams } from 'react-router';
import { WithSignedInUser } from '../_with-signed-in-user';

/** Any signed-in user, default layout: said out loud, as the router reads every page's meta up front. */
export const meta: RouteMeta = { i18n: ['account', 'auth', 'billing'] };

export default function AccountSettingsPage() {
  const { tab } = useParams();
  // A tab that does not exist (yet) is not found, rather than silently another tab.
  if (!(ACCOUNT_SETTINGS_TABS as readonly string[]).includes(tab ?? '')) return <NotFoundMessage />;
  return (
    <WithSignedInUser>
      {(user) => <AccountSettings tab={tab as AccountSettingsTab} user={user} billing={<BillingTab />} />}
    </WithSignedInUser>
  );
}
