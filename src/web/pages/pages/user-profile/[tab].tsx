import { USER_PROFILE_TABS, UserProfile, type UserProfileTab } from '@web/features/account';
import { Navigate, useParams } from 'react-router';
import { WithSignedInUser } from '../_with-signed-in-user';

export default function UserProfilePage() {
  const { tab } = useParams();
  if (!(USER_PROFILE_TABS as readonly string[]).includes(tab ?? ''))
    return <Navigate to="/pages/user-profile/profile" replace />;
  return <WithSignedInUser>{(user) => <UserProfile tab={tab as UserProfileTab} user={user} />}</WithSignedInUser>;
}
