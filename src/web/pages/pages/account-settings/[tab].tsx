import { ACCOUNT_SETTINGS_TABS, AccountSettings, type AccountSettingsTab } from '@web/features/account';
import { accountSettingsPath } from '@web/lib/paths';
import { Navigate, useParams } from 'react-router';
import { WithSignedInUser } from '../_with-signed-in-user';

export default function AccountSettingsPage() {
  const { tab } = useParams();
  if (!(ACCOUNT_SETTINGS_TABS as readonly string[]).includes(tab ?? ''))
    return <Navigate to={accountSettingsPath()} replace />;
  return (
    <WithSignedInUser>{(user) => <AccountSettings tab={tab as AccountSettingsTab} user={user} />}</WithSignedInUser>
  );
}
