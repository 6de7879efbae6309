import * as api from '@common/api/listings';
import type { ListingView } from '@common/schemas/listings';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { useMutation } from '@tanstack/react-query';
import { listingKeys } from './listing-queries';

/** After any change, the listing's own entry takes the answer and every listing view refreshes. */
export function rememberListing(listing: ListingView) {
  queryClient.setQueryData(listingKeys.one(listing.id), listing);
  void queryClient.invalidateQueries({ queryKey: listingKeys.all });
}

export const publishListing = (id: string) => callApi(api.publishListing, { params: { id } });
export const unpublishListing = (id: string) => callApi(api.unpublishListing, { params: { id } });

export function usePublishToggle() {
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      publish ? publishListing(id) : unpublishListing(id),
    onSuccess: rememberListing,
  });
}

export function useDeleteListing() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.deleteListing, { params: { id } }),
    onSuccess: (_ok, id) => {
      // Forget it first, so an open editor of it is not refetched into a 404.
      queryClient.removeQueries({ queryKey: listingKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
