import {
  LISTING_KINDS,
  LISTING_PRICE_MAX,
  LISTING_SORTS,
  type ListingKind,
  type ListingSort,
} from '@common/schemas/listings';
import type { ListingFilters } from './queries';

/**
 * The search page keeps its state in the address (?q=&kind=&min=&max=&location=&sort=) so a
 * search can be shared and the back button steps through searches. Prices in the address are
 * whole currency units, as people type them; the API takes minor units (cents).
 */
const MINOR_PER_MAJOR = 100;
const MAX_MAJOR = Math.floor(LISTING_PRICE_MAX / MINOR_PER_MAJOR);

function text(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, 200);
  return trimmed ? trimmed : undefined;
}

function price(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const major = Number(value);
  return major <= MAX_MAJOR ? major * MINOR_PER_MAJOR : undefined;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** The filters an address asks for; anything unreadable is left out rather than refused. */
export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {};
  const q = text(params.get('q'));
  const kind = oneOf<ListingKind>(LISTING_KINDS, params.get('kind'));
  const minPrice = price(params.get('min'));
  const maxPrice = price(params.get('max'));
  const location = text(params.get('location'));
  const sort = oneOf<ListingSort>(LISTING_SORTS, params.get('sort'));
  if (q) filters.q = q;
  if (kind) filters.kind = kind;
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (location) filters.location = location;
  // "relevance" is the default: left out, so equal searches have one address and one cache entry.
  if (sort && sort !== 'relevance') filters.sort = sort;
  return filters;
}

/** The address of a search (the inverse of filtersFromParams). */
export function paramsFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.minPrice !== undefined) params.set('min', String(Math.floor(filters.minPrice / MINOR_PER_MAJOR)));
  if (filters.maxPrice !== undefined) params.set('max', String(Math.floor(filters.maxPrice / MINOR_PER_MAJOR)));
  if (filters.location) params.set('location', filters.location);
  if (filters.sort && filters.sort !== 'relevance') params.set('sort', filters.sort);
  return params;
}

/** Whole units for a price field (minor units in, "" for none). */
export const majorUnits = (minor: number | undefined) =>
  minor === undefined ? '' : String(Math.floor(minor / MINOR_PER_MAJOR));
