import type { BodyOf } from '@common/api/endpoint';
import * as api from '@common/api/account';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { useMutation } from '@tanstack/react-query';
import { sessionsQuery } from './sessions';

export const changePassword = (input: BodyOf<typeof api.changePassword>) =>
  callApi(api.changePassword, { body: input });

/** The server signs out every other session, so the session list is stale afterwards. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
