import { QueryState } from '@web/components/query-state';
import { ACCOUNT_SETTINGS_TABS, AccountSettings, type AccountSettingsTab } from '@web/features/account';
import { useMe } from '@web/features/auth';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const me = useMe();
  if (!(ACCOUNT_SETTINGS_TABS as readonly string[]).includes(tab ?? ''))
    return <Navigate to="/pages/account-settings/account" replace />;
  return (
    <QueryState
      pending={me.isPending}
      error={me.isError}
      errorText={t('account.loadFailed')}
      retryLabel={t('account.retry')}
      onRetry={() => void me.refetch()}
    >
      {() => <AccountSettings tab={tab as AccountSettingsTab} user={me.data!.user} />}
    </QueryState>
  );
}
