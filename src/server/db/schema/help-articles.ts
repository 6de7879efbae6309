import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HELP_CATEGORIES } from '../../../common/schemas/help-center';
import { users } from './users';

/** A text search configuration name ('english', 'simple', ...), as listings store theirs. */
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One help-centre article in one language (the same slug in another language is its translation).
 * The search vector is a stored generated column over title, summary and body, as listings' is:
 * PostgreSQL and PGlite keep it in step with the text without code remembering to. Articles are
 * the product's own, the same on every site.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    /** A LangCode. */
    language: text('language').notNull(),
    category: text('category', { enum: HELP_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Plain text, paragraphs separated by an empty line. */
    body: text('body').notNull(),
    /** Shown under "popular articles" on the help centre's front. */
    popular: boolean('popular').notNull().default(false),
    searchConfig: regconfig('search_config').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(search_config, title || ' ' || summary || ' ' || body)`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('help_articles_slug_language').on(t.slug, t.language),
    index('help_articles_language_category').on(t.language, t.category),
    index('help_articles_search_gin').using('gin', t.search),
  ],
);

export type HelpArticleRow = typeof helpArticles.$inferSelect;
