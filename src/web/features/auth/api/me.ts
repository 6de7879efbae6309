import type { Me } from '@common/schemas/account';
import * as api from '@common/api/auth';
import { callApi } from '@web/lib/api-client';
import { updateAbilityRules } from '@web/lib/session';
import { queryKeys } from '@web/lib/query-keys';
import { useQuery } from '@tanstack/react-query';

/** Who-am-I; its fresh rules replace the stored ones, so a role change shows without signing in again. */
export async function fetchMe(): Promise<Me> {
  const me = await callApi(api.me);
  updateAbilityRules(me.userAbilityRules);
  return me;
}

export function useMe(enabled = true) {
  return useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, enabled });
}
