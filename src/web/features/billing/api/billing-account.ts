import * as api from '@common/api/billing';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

export const billingAccountQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.billing,
    queryFn: ({ signal }) => callApi(api.subscription, { signal }),
  });

export function useBillingAccount() {
  return useQuery(billingAccountQuery());
}

export function useCancelSubscription() {
  return useMutation({
    mutationFn: () => callApi(api.cancelSubscription),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.billing }),
  });
}
