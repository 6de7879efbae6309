import { notificationPreferencesSchema, type NotificationPreferences } from '@common/schemas/account';
import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

const PATH = '/api/account/notifications';

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: ['account', 'notifications'],
    queryFn: async (): Promise<NotificationPreferences> =>
      notificationPreferencesSchema.parse(await apiRequest<unknown>(PATH)),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

/**
 * Saves the whole table. The tick shows at once (optimistic); if the server refuses or cannot be
 * reached, the table goes back to what is saved and the caller shows the error.
 */
export function useSaveNotificationPreferences() {
  const { queryKey } = notificationPreferencesQuery();
  return useMutation({
    mutationFn: (next: NotificationPreferences) => apiRequest<unknown>(PATH, { method: 'PUT', body: next }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
