import { and, asc, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type ListingPage, type SearchListingsQuery } from '../../../common/schemas/listings';
import type { SiteConfig } from '../../../common/sites';
import type { Db } from '../../db/client';
import { listings, searchConfigFor } from '../../db/schema';
import { listingColumns, listingViews } from './listing-view';
import { containsPattern } from '../../db/contains-pattern';

/** `%` and `_` typed by a visitor are letters, not wildcards. */

/**
 * The public search of one site: published listings only, full-text on name and description.
 * The words are read with the site's language configuration and with 'simple' (exact words), so
 * a stemmed match ("running" finds "run") and a listing written in another language both count.
 * The query compares against the stored vector with @@, which the GIN index serves; the SQL is
 * the same on PGlite and PostgreSQL.
 */
export async function searchListings(db: Db, site: SiteConfig, query: SearchListingsQuery): Promise<ListingPage> {
  const words = query.q?.trim() ? query.q.trim() : null;
  const tsquery = words
    ? sql`(websearch_to_tsquery(${searchConfigFor(site.defaultLang)}::regconfig, ${words}) || websearch_to_tsquery('simple'::regconfig, ${words}))`
    : null;
  const where = and(
    eq(listings.site, site.id),
    eq(listings.status, 'published'),
    tsquery ? sql`${listings.search} @@ ${tsquery}` : undefined,
    query.kind ? eq(listings.kind, query.kind) : undefined,
    // The price as the card shows it, whatever it buys: a per-person offer is filtered and sorted
    // by one person's price, a per-night stay by one night's (price_basis and the duration only
    // say what the amount is for).
    query.minPrice !== undefined ? gte(listings.priceMinor, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(listings.priceMinor, query.maxPrice) : undefined,
    query.location?.trim() ? ilike(listings.locationText, containsPattern(query.location.trim())) : undefined,
  );
  const newest = [desc(listings.publishedAt), desc(listings.id)];
  const order: SQL[] =
    query.sort === 'priceAsc'
      ? [asc(listings.priceMinor), ...newest]
      : query.sort === 'priceDesc'
        ? [desc(listings.priceMinor), ...newest]
        : query.sort === 'relevance' && tsquery
          ? [desc(sql`ts_rank(${listings.search}, ${tsquery})`), ...newest]
          : newest;
  const offset = (query.page - 1) * query.pageSize;
  // Counting stops SEARCH_COUNT_CAP past this page: a common word matches thousands, and an
  // exact count had to visit each of them on every search (the bench's slowest part).
  const countLimit = offset + SEARCH_COUNT_CAP;
  // The matches sit in a MATERIALIZED CTE, which PostgreSQL plans on its own for all its rows: so
  // it reads them the way that is cheapest for every match (bitmap scans of the indexes), while
  // the LIMIT outside stops reading after countLimit + 1. Without the fence, the LIMIT made the
  // planner walk an index in some order, filtering row by row, and a word with fewer matches
  // than its guess (or a filter that removes most of them) walked far down it (ADR 0013).
  const matches = db
    .select({ one: sql`1` })
    .from(listings)
    .where(where);
  const [rows, counted] = await Promise.all([
    db
      .select(listingColumns)
      .from(listings)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset),
    db.execute(
      sql`with matches as materialized (${matches}) select count(*)::int as n from (select 1 from matches limit ${countLimit + 1}) capped`,
    ),
  ]);
  // Both drivers (node-postgres, PGlite) answer execute() with { rows }.
  const n = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return {
    items: await listingViews(db, rows),
    total: Math.min(n, countLimit),
    ...(n > countLimit ? { totalCapped: true } : {}),
    page: query.page,
    pageSize: query.pageSize,
  };
}
