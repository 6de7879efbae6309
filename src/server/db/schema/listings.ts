import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LangCode } from '../../../common/i18n/languages';
import { DURATION_UNITS, PRICE_BASES } from '../../../common/schemas/listings';
import { users } from './users';

/** A text search configuration name ('english', 'simple', ...): what to_tsvector stems with. */
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One offer on one site. The price is in minor units (cents, grosze); a free offer has 0 and no
 * currency, so price filters and sorting treat it as the cheapest. The search vector is a stored
 * generated column: to_tsvector(regconfig, text) is immutable, so PostgreSQL and PGlite keep it
 * in step with name and description without any code remembering to.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Sanitized HTML (server/security/sanitize-html.ts); never stored as sent. */
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull().default(0),
    /** ISO 4217 code; null for a free offer. */
    currency: text('currency'),
    /**
     * What the price buys: the whole offer ('whole') or a place for one person ('person': a table
     * seat, a reading group). Search filters and sorts by priceMinor either way, so a per-person
     * price sorts by that per-person amount: it is the number the card shows.
     */
    priceBasis: text('price_basis', { enum: PRICE_BASES }).notNull().default('whole'),
    durationAmount: integer('duration_amount'),
    durationUnit: text('duration_unit', { enum: DURATION_UNITS }),
    locationText: text('location_text').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    /** The language the text is written in (a LangCode). */
    language: text('language').notNull(),
    /** The configuration for that language where PostgreSQL has one, 'simple' otherwise. */
    searchConfig: regconfig('search_config').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(search_config, name || ' ' || description)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => {
    // Price, then newest first: the search's price order (search.ts), as index columns. A function:
    // drizzle resets a column's desc()/nullsFirst() once an index has taken it.
    const priceNewest = () => [t.priceMinor, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()];
    return [
      // Both GIN indexes without the pending list (fastupdate): with it, new entries wait in an
      // unsorted list that every search reads through until VACUUM merges them, and PGlite runs no
      // autovacuum, so up to 4 MB of it stayed (a 100,000-listing bulk insert left 336 pages: about
      // 16x the index scan's estimated cost). A listing is saved far more rarely than searched.
      index('listings_search_gin').using('gin', t.search).with({ fastupdate: false }),
      index('listings_site_status_published').on(t.site, t.status, t.publishedAt),
      // The dashboards' "published per day" counts every status of a site by publication time.
      index('listings_site_published').on(t.site, t.publishedAt),
      // A kind filter with a price sort (the search page's "cheapest first"), and the kind filter
      // alone, are read in order from here instead of sorting a scan of the whole site (ADR 0017).
      // The page's whole order (then newest): the many free offers share price 0, and without it
      // all of them were read to sort them by date before the first 20 could be shown (ADR 0013).
      index('listings_site_status_kind_price').on(t.site, t.status, t.kind, ...priceNewest()),
      // The same without a kind filter.
      index('listings_site_status_price_newest').on(t.site, t.status, ...priceNewest()),
      // The location filter is `location_text ILIKE '%fragment%'`: a b-tree cannot serve a pattern
      // that starts with a wildcard, trigrams can (pg_trgm; loaded into PGlite in db/pglite-extensions.ts).
      index('listings_location_trgm').using('gin', t.locationText.op('gin_trgm_ops')).with({ fastupdate: false }),
      index('listings_owner').on(t.ownerId),
      check('listings_price_currency', sql`(${t.priceMinor} = 0) = (${t.currency} is null)`),
      check('listings_duration_pair', sql`(${t.durationAmount} is null) = (${t.durationUnit} is null)`),
    ];
  },
);

/**
 * A listing's pictures in order. Either an upload (media id: the files are
 * DATA_DIR/uploads/listings/<id>-<variant>.webp) or an external http(s) URL, never both.
 * At most one cover per listing.
 */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cover: boolean('cover').notNull().default(false),
    mediaId: text('media_id'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_images_listing').on(t.listingId, t.position),
    uniqueIndex('listing_images_one_cover')
      .on(t.listingId)
      .where(sql`${t.cover}`),
    check('listing_images_one_source', sql`(${t.mediaId} is null) <> (${t.url} is null)`),
  ],
);

export type Listing = typeof listings.$inferSelect;
export type ListingImage = typeof listingImages.$inferSelect;

/**
 * The text search configuration for a listing's language: PostgreSQL's stemmer where it ships
 * one, 'simple' (lower-cased words, no stemming) for Polish and Chinese, which it does not.
 */
const SEARCH_CONFIGS: Record<LangCode, string> = {
  en: 'english',
  pl: 'simple',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
  br: 'portuguese',
  cn: 'simple',
  ar: 'arabic',
};
export const searchConfigFor = (language: LangCode): string => SEARCH_CONFIGS[language];
