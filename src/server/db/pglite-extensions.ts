import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The contrib extensions the migrations create (`CREATE EXTENSION`), for every PGlite this server
 * starts: PGlite links an extension's code only when it is passed here, at construction, so a
 * database whose indexes use one cannot be opened (or migrated) without it. PostgreSQL ships
 * them in its contrib package.
 * - pg_trgm: the trigram index of the listings' location text (migration listing-location-trigram).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
