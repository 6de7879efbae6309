import { getListing, searchListings } from '@common/api/listings';
import type { ListingKind, ListingPage, ListingSort } from '@common/schemas/listings';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

/**
 * The public listings data of a page, as queryOptions factories: the page's useQuery and its
 * `prefetch` (route loader, server rendering) use the same factory, so they share one cache entry.
 * Every key starts with 'listings' so a change to a listing can invalidate them all at once.
 */
export const listingKeys = {
  all: ['listings'] as const,
  latest: (kind: ListingKind | undefined, pageSize: number) => ['listings', 'latest', kind ?? null, pageSize] as const,
  search: (filters: ListingFilters) => ['listings', 'search', filters] as const,
  one: (id: string) => ['listings', 'one', id] as const,
};

/** What the search page reads from (and writes to) its URL. */
export interface ListingFilters {
  q?: string;
  kind?: ListingKind;
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  sort?: ListingSort;
}

/**
 * Public listings fetched by the server for the page it rendered stay fresh this long, so the
 * browser that hydrates the page does not fetch them again at once (ADR 0014).
 */
const PUBLIC_STALE_MS = 30_000;

export const LATEST_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 12;

/** The next page number, or undefined when every listing is already shown. */
export function nextPageOf(last: ListingPage): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** The site's newest published listings, page after page (the front pages' grid). */
export function latestListingsOptions(kind?: ListingKind, pageSize = LATEST_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: listingKeys.latest(kind, pageSize),
    queryFn: ({ pageParam, signal }) =>
      callApi(searchListings, {
        query: { sort: 'newest', page: pageParam, pageSize, ...(kind ? { kind } : {}) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: PUBLIC_STALE_MS,
  });
}

/** One search of the site's published listings, page after page. */
export function searchListingsOptions(filters: ListingFilters, pageSize = SEARCH_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: listingKeys.search(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(searchListings, { query: { sort: 'relevance', ...filters, page: pageParam, pageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: PUBLIC_STALE_MS,
  });
}

/** One listing (the offer page). */
export function listingOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.one(id),
    queryFn: ({ signal }) => callApi(getListing, { params: { id }, signal }),
    staleTime: PUBLIC_STALE_MS,
  });
}
