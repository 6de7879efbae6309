import type { SignInResult } from '@common/schemas/account';
import { queryClient } from '@web/lib/query-client';
import { writeSession } from '@web/lib/session';

/** Sign-in, sign-up and Google all end here: the four stored values, and no stale cached data. */
export function storeSession(result: SignInResult): void {
  queryClient.clear();
  writeSession({
    userId: result.userId,
    accessToken: result.accessToken,
    apiToken: result.apiToken,
    userAbilityRules: result.userAbilityRules,
  });
}
