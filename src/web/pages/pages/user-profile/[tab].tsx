import { USER_PROFILE_TABS, UserProfile, type UserProfileTab } from '@web/features/account';
import { userProfilePath } from '@web/lib/paths';
import { Navigate, useParams } from 'react-router';
import { WithSignedInUser } from '../_with-signed-in-user';

export default function UserProfilePage() {
  const { tab } = useParams();
  if (!(USER_PROFILE_TABS as readonly string[]).includes(tab ?? '')) return <Navigate to={userProfilePath()} replace />;
  return <WithSignedInUser>{(user) => <UserProfile tab={tab as UserProfileTab} user={user} />}</WithSignedInUser>;
}
