// The public listings feature: front pages embed the newest listings; the offer and search pages compose the rest.
export { LatestListings, prefetchLatestListings, prefetchLatestListingsOf } from './components/latest-listings';
export { ListingSearch } from './components/listing-search';
export { prefetchListingSearch, prefetchOffer } from './prefetch';
export { offerPath } from './offer-path';
export { OfferDetails } from './components/offer-details';
export { useLanguageFromPath } from './use-language-from-path';
