import * as z from 'zod/mini';
import type { SiteId } from '../sites/site-config';
import { languageField, uuidField } from './fields';

/*
 * Listings, shared by the add-listing form and the server (modules/listings). Messages are error
 * codes (errors.<code> in locales/<lang>/errors.json), as in fields.ts.
 */

/** The kinds of offer; most sites list one, the generic site takes any of them. */
export const LISTING_KINDS = [
  'offer',
  'table',
  'tutoring',
  'fashion',
  'ai-course',
  'app-service',
  'game',
  'reading-group',
  'bond',
  'property',
  'dog-walking',
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The kinds each site lists (its listingKind, as stable codes), its main kind first; null: any kind. */
export const SITE_LISTING_KINDS: Record<SiteId, readonly ListingKind[] | null> = {
  generic: null,
  // bit is the local board of things and services between neighbours: walking someone's dog is
  // one of those services (SPEC.md section 1 names dog walking), the other sites are about one
  // trade each (tables, lessons, flats, ...) where it would not belong.
  bit: ['offer', 'dog-walking'],
  bookatable4: ['table'],
  korepetycje: ['tutoring'],
  fashionableoutfit: ['fashion'],
  aiteaches: ['ai-course'],
  liveappmaker: ['app-service'],
  bestgame: ['game'],
  czytajbiblie: ['reading-group'],
  corpobond: ['bond'],
  naszdom: ['property'],
};

/** The kinds a site's listings may have, in the order its choices show them. */
export const kindsOfSite = (siteId: SiteId): readonly ListingKind[] => SITE_LISTING_KINDS[siteId] ?? LISTING_KINDS;

/**
 * The one kind a site lists, or null when it lists several (the generic site: any): a site of
 * one kind needs no kind field in its editor and no kind filter in its search, and its links to
 * "all offers" name that kind.
 */
export const SITE_LISTING_KIND = Object.fromEntries(
  Object.entries(SITE_LISTING_KINDS).map(([site, kinds]) => [site, kinds?.length === 1 ? kinds[0] : null]),
) as Record<SiteId, ListingKind | null>;

export const LISTING_STATUSES = ['draft', 'published', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/**
 * The duration's units. 'nights' is a stay (a flat rented short-term): one night reads "per night"
 * rather than "/ 1 day", more read "3 nights"; Intl has no night unit, so its words are our own
 * (listings.terms.* in the locales).
 */
export const DURATION_UNITS = ['minutes', 'hours', 'days', 'nights', 'weeks', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
/** What the price buys: the whole offer, or a place for one person ("45 zł per person"). */
export const PRICE_BASES = ['whole', 'person'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export const LISTING_NAME_MAX = 120;
/** Rich text as HTML; generous for a long description, small enough to index cheaply. */
export const LISTING_DESCRIPTION_MAX = 20_000;
/** The database keeps prices in a 32-bit integer of minor units: up to 20 million in major units. */
export const LISTING_PRICE_MAX = 2_000_000_000;
export const LISTING_IMAGES_MAX = 10;
export const LISTING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const LISTING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export const durationSchema = z.object({
  amount: z
    .int({ error: 'listingDurationInvalid' })
    .check(z.minimum(1, { error: 'listingDurationInvalid' }), z.maximum(10_000, { error: 'listingDurationInvalid' })),
  unit: z.enum(DURATION_UNITS, { error: 'listingDurationInvalid' }),
});

const coordinate = (limit: number) =>
  z.nullable(
    z
      .number({ error: 'listingLocationInvalid' })
      .check(
        z.minimum(-limit, { error: 'listingLocationInvalid' }),
        z.maximum(limit, { error: 'listingLocationInvalid' }),
      ),
  );

/**
 * What the form sends to create or replace a listing. The price is in minor units (cents); 0 is
 * free and then has no currency, any other price needs one. Latitude and longitude come together.
 * `kind` and `language` default to the site's.
 */
export const listingInputSchema = z
  .object({
    name: z
      .string({ error: 'listingNameRequired' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'listingNameRequired' }),
        z.maxLength(LISTING_NAME_MAX, { error: 'listingNameTooLong' }),
      ),
    description: z._default(
      z.string().check(z.maxLength(LISTING_DESCRIPTION_MAX, { error: 'listingDescriptionTooLong' })),
      '',
    ),
    kind: z.optional(z.enum(LISTING_KINDS, { error: 'listingKindInvalid' })),
    language: z.optional(languageField),
    priceMinor: z._default(
      z
        .int({ error: 'listingPriceInvalid' })
        .check(
          z.minimum(0, { error: 'listingPriceInvalid' }),
          z.maximum(LISTING_PRICE_MAX, { error: 'listingPriceInvalid' }),
        ),
      0,
    ),
    currency: z._default(
      z.nullable(z.string().check(z.regex(/^[A-Z]{3}$/, { error: 'listingCurrencyInvalid' }))),
      null,
    ),
    priceBasis: z._default(z.enum(PRICE_BASES, { error: 'listingPriceBasisInvalid' }), 'whole'),
    duration: z._default(z.nullable(durationSchema), null),
    locationText: z._default(z.string().check(z.trim(), z.maxLength(200, { error: 'listingLocationInvalid' })), ''),
    latitude: z._default(coordinate(90), null),
    longitude: z._default(coordinate(180), null),
  })
  .check(
    z.refine((v) => v.priceMinor === 0 || v.currency !== null, { path: ['currency'], error: 'listingCurrencyInvalid' }),
    z.refine((v) => (v.latitude === null) === (v.longitude === null), {
      path: ['latitude'],
      error: 'listingLocationInvalid',
    }),
  );
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingData = z.output<typeof listingInputSchema>;

/** An image by address: only http(s), so no javascript:, data: or file: URL reaches a page. */
export const imageUrlSchema = z.object({
  url: z.pipe(
    z.string({ error: 'imageUrlInvalid' }).check(z.trim(), z.maxLength(2000, { error: 'imageUrlInvalid' })),
    z.url({ protocol: /^https?$/, error: 'imageUrlInvalid' }),
  ),
});

/** The new order of every image of a listing (each id once) and which one is the cover. */
export const imageOrderSchema = z.object({
  imageIds: z.array(uuidField).check(z.maxLength(LISTING_IMAGES_MAX)),
  coverId: uuidField,
});

export const listingIdParamSchema = z.object({ id: uuidField });
export const listingImageParamSchema = z.object({ id: uuidField, imageId: uuidField });

/** A query-string number: digits in, a whole number within bounds out. */
const queryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

export const LISTING_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The public search of one site; without `q`, "relevance" means newest first. */
export const searchListingsQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  kind: z.optional(z.enum(LISTING_KINDS)),
  minPrice: z.optional(queryInt(0, LISTING_PRICE_MAX)),
  maxPrice: z.optional(queryInt(0, LISTING_PRICE_MAX)),
  location: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(LISTING_SORTS), 'relevance'),
  page: z._default(queryInt(1, 10_000), 1),
  pageSize: z._default(queryInt(1, 50), 20),
});
export type SearchListingsQuery = z.output<typeof searchListingsQuerySchema>;

export const myListingsQuerySchema = z.object({
  status: z.optional(z.enum(LISTING_STATUSES)),
  page: z._default(queryInt(1, 10_000), 1),
  pageSize: z._default(queryInt(1, 100), 20),
});
export type MyListingsQuery = z.output<typeof myListingsQuerySchema>;

/**
 * One picture as pages use it: three addresses by size. An uploaded picture has its WebP
 * variants; a picture by URL is the same address three times.
 */
export const listingImageSchema = z.object({
  id: z.string(),
  cover: z.boolean(),
  source: z.enum(['upload', 'url']),
  thumb: z.string(),
  card: z.string(),
  full: z.string(),
});
export type ListingImageView = z.infer<typeof listingImageSchema>;

export const listingSchema = z.object({
  id: z.string(),
  site: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(LISTING_KINDS),
  name: z.string(),
  description: z.string(),
  language: z.string(),
  priceMinor: z.int(),
  currency: z.nullable(z.string()),
  priceBasis: z.enum(PRICE_BASES),
  duration: z.nullable(durationSchema),
  locationText: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  status: z.enum(LISTING_STATUSES),
  images: z.array(listingImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.nullable(z.string()),
});
export type ListingView = z.infer<typeof listingSchema>;

export const listingPageSchema = z.object({
  items: z.array(listingSchema),
  /** How many match, counted up to SEARCH_COUNT_CAP past this page's start (see totalCapped). */
  total: z.int(),
  /** True when more match than `total` says ("1,000+"): counting every match of a common word was the slow part of a search. */
  totalCapped: z.optional(z.boolean()),
  page: z.int(),
  pageSize: z.int(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

/** A search counts its matches up to this many past the page it shows. */
export const SEARCH_COUNT_CAP = 1000;

export const userIdParamSchema = z.object({ id: uuidField });

/** One count against its limit (an admin's view of an account's listing quota). */
const usedOf = z.object({ used: z.int(), limit: z.int() });

/** What one account uses of its listing limits (modules/listings/quota.ts), all sites together. */
export const listingUsageSchema = z.object({
  listingsToday: usedOf,
  drafts: usedOf,
  picturesToday: usedOf,
  /** Bytes of stored picture files, every size of every picture. */
  storageBytes: usedOf,
});
export type ListingUsage = z.infer<typeof listingUsageSchema>;
