import * as api from '@common/api/notifications';
import type { NotificationPreferences } from '@common/schemas/account';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.notifications,
    queryFn: ({ signal }): Promise<NotificationPreferences> => callApi(api.readNotifications, { signal }),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

/**
 * Saves the whole table and keeps what the server answers. The tab shows the new ticks while
 * this is on its way, and the saved table again if it fails.
 */
export function useSaveNotificationPreferences() {
  const { queryKey } = notificationPreferencesQuery();
  return useMutation({
    mutationFn: (next: NotificationPreferences) => callApi(api.saveNotifications, { body: next }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
