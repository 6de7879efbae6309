import { me as meEndpoint } from '@common/api/auth';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { updateAbilityRules } from '@web/lib/session';
import { queryKeys } from '@web/lib/query-keys';
import { useEffect, useState } from 'react';

/**
 * The stored rules date from sign-in, but an admin may have granted a role more since. Before
 * the guard refuses a page, it asks the server once (per path) for the current rules; the answer
 * updates the stored rules, and the guard decides again. Returns true while that check runs.
 */
export function useRulesCheck(denied: boolean, path: string): boolean {
  const [checked, setChecked] = useState<string | null>(null);
  const checking = denied && checked !== path;
  useEffect(() => {
    if (!checking) return;
    let live = true;
    callApi(meEndpoint)
      .then((me) => {
        queryClient.setQueryData(queryKeys.me, me);
        updateAbilityRules(me.userAbilityRules);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setChecked(path);
      });
    return () => {
      live = false;
    };
  }, [checking, path]);
  return checking;
}
