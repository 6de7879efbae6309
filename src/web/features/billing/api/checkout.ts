import * as api from '@common/api/billing';
import type { CheckoutInput } from '@common/schemas/billing';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The test-mode checkout; the account's billing tab reads the new plan afresh. */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutInput) => callApi(api.checkout, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.account.billing }),
  });
}
