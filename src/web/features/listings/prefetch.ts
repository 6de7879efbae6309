import { isLangCode } from '@common/i18n/languages';
import type { PagePrefetch } from '@web/lib/page-data';
import { notFound } from '@web/lib/page-data';
import { ApiError } from '@web/lib/api-client';
import { listingOptions, searchListingsOptions } from './queries';
import { filtersFromParams } from './search-filters';

/** The search page's first page of results, for the search in its address. */
export const prefetchListingSearch: PagePrefetch = async ({ queryClient, url }) => {
  await queryClient.prefetchInfiniteQuery(searchListingsOptions(filtersFromParams(url.searchParams)));
};

/**
 * The offer page's listing. An unknown id, a malformed one (400) or a language the site does not
 * speak in the address (/xx/offer/<id>) is the not-found page, 404 on the server, as the server's
 * own answer says. A listing not yet published comes back only to those who may change it (its
 * owner, an admin who manages listings: the API's visibleListing), so only they see it, with its
 * banner (issue #33); to everyone else it is as missing as an unknown id. The server renders as
 * nobody and keeps what it renders for everyone (rendered-page-cache.ts), so it never shows one.
 */
export const prefetchOffer: PagePrefetch = async ({ queryClient, params, site }) => {
  if (!isLangCode(params.lang) || !site.languages.includes(params.lang)) notFound();
  const id = params.offerid ?? '';
  let listing;
  try {
    listing = await queryClient.ensureQueryData(listingOptions(id));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) notFound();
    throw err;
  }
  if (listing.status !== 'published' && import.meta.env.SSR) notFound();
};
