import * as api from '@common/api/listings';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useQuery } from '@tanstack/react-query';

/** An account's use of its listing limits (under the user's key, so refreshing the user refreshes it). */
export function useListingUsage(id: string) {
  return useQuery({
    queryKey: [...queryKeys.admin.user(id), 'listing-usage'],
    queryFn: ({ signal }) => callApi(api.listingUsage, { params: { id }, signal }),
  });
}
