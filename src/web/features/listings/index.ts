// The public listings feature: front pages embed the newest listings; the offer and search pages compose the rest.
export { LatestListings, prefetchLatestListings, prefetchLatestListingsOf } from './components/latest-listings';
export { ListingCard } from './components/listing-card';
