import * as api from '@common/api/listings';
import type { ListingPage, ListingView } from '@common/schemas/listings';
import { callApi } from '@web/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/*
 * Keys under the 'listings' prefix, so a change made here also refreshes any other listing view
 * (search, offer pages) that keys its data under the same prefix.
 */
export const listingKeys = {
  all: ['listings'] as const,
  mine: ['listings', 'mine'] as const,
  one: (id: string) => ['listings', 'one', id] as const,
};

/** Large enough for one member's items on one page; the API allows up to 100. */
const MY_PAGE_SIZE = 100;

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: listingKeys.one(id),
    queryFn: ({ signal }): Promise<ListingView> => callApi(api.getListing, { params: { id }, signal }),
  });

export const myListingsQuery = () =>
  queryOptions({
    queryKey: listingKeys.mine,
    queryFn: ({ signal }): Promise<ListingPage> =>
      callApi(api.myListings, { query: { page: 1, pageSize: MY_PAGE_SIZE }, signal }),
  });

export const useListing = (id: string | null) => useQuery({ ...listingQuery(id ?? ''), enabled: id !== null });
export const useMyListings = () => useQuery(myListingsQuery());
