import * as api from '@common/api/ecommerce-orders';
import type { ShopSettings } from '@common/schemas/ecommerce-settings';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { shopKeys } from './keys';

const settingsKey = [...shopKeys.all, 'settings'] as const;

export function useShopSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => callApi(api.viewShopSettings, { signal }) });
}

export function useSaveShopSettings() {
  return useMutation({
    mutationFn: (settings: ShopSettings) => callApi(api.saveShopSettings, { body: settings }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  });
}
