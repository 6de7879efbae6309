import { QueryState } from '@web/components/query-state';
import { USER_PROFILE_TABS, UserProfile, type UserProfileTab } from '@web/features/account';
import { useMe } from '@web/features/auth';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

export default function UserProfilePage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const me = useMe();
  if (!(USER_PROFILE_TABS as readonly string[]).includes(tab ?? ''))
    return <Navigate to="/pages/user-profile/profile" replace />;
  return (
    <QueryState
      pending={me.isPending}
      error={me.isError}
      errorText={t('account.loadFailed')}
      retryLabel={t('account.retry')}
      onRetry={() => void me.refetch()}
    >
      {() => <UserProfile tab={tab as UserProfileTab} user={me.data!.user} />}
    </QueryState>
  );
}
