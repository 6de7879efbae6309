import * as api from '@common/api/auth';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { clearSession, readSession } from '@web/lib/session';

/**
 * Revokes the session on the server, then forgets it here. The local part happens even when the
 * server cannot be reached: the user asked to be signed out on this device.
 */
export async function signOut(): Promise<void> {
  if (readSession()) {
    await callApi(api.logout).catch(() => undefined);
  }
  clearSession();
  queryClient.clear();
}
