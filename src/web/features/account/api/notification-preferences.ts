import { notificationPreferencesSchema, type NotificationPreferences } from '@common/schemas/account';
import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

const PATH = '/api/account/notifications';

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.notifications,
    queryFn: async (): Promise<NotificationPreferences> =>
      notificationPreferencesSchema.parse(await apiRequest<unknown>(PATH)),
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
    mutationFn: async (next: NotificationPreferences) =>
      notificationPreferencesSchema.parse(await apiRequest<unknown>(PATH, { method: 'PUT', body: next })),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
