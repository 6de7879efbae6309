import type { PublicUser } from '@common/schemas/account';
import { QueryState } from '@web/components/query-state';
import { useMe } from '@web/features/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loads who is signed in, with loading and retry states, then renders the page for them. */
export function WithSignedInUser({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <QueryState
      pending={me.isPending}
      error={me.isError}
      errorText={t('account.loadFailed')}
      onRetry={() => void me.refetch()}
    >
      {() => children(me.data!.user)}
    </QueryState>
  );
}
