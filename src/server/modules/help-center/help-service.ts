import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { LangCode } from '../../../common/i18n/languages';
import {
  HELP_CATEGORIES,
  type CreateHelpArticleInput,
  type HelpArticle,
  type HelpArticleCard,
  type HelpCenterHome,
  type HelpSearchResult,
  type UpdateHelpArticleInput,
} from '../../../common/schemas/help-center';
import { isUniqueViolation } from '../../auth/users';
import type { Db } from '../../db/client';
import { helpArticles, searchConfigFor, type HelpArticleRow } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/*
 * The help centre's queries. A reader sees the articles of their language, and the English one
 * wherever an article has no translation yet, so a page never lists fewer articles because a
 * translator has not caught up. Search is the listings' full-text search: the stored vector
 * against websearch_to_tsquery in the language's configuration or 'simple', served by the GIN index.
 */

const h = helpArticles;
const FALLBACK: LangCode = 'en';
const SEARCH_LIMIT = 20;
const RELATED_LIMIT = 5;

/**
 * The rows a reader of `lang` sees: theirs, and English ones without a translation. The subquery
 * names its own alias; the outer select from one table renders its columns unqualified, so the
 * outer table is named in full.
 */
const visibleIn = (lang: LangCode): SQL =>
  lang === FALLBACK
    ? eq(h.language, FALLBACK)
    : or(
        eq(h.language, lang),
        and(
          eq(h.language, FALLBACK),
          sql`not exists (select 1 from help_articles t where t.slug = help_articles.slug and t.language = ${lang})`,
        ),
      )!;

const cardColumns = {
  id: h.id,
  slug: h.slug,
  language: h.language,
  category: h.category,
  title: h.title,
  summary: h.summary,
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] };
const card = (row: CardRow): HelpArticleCard => ({ ...row, language: row.language as LangCode });

export async function helpCenterHome(db: Db, lang: LangCode): Promise<HelpCenterHome> {
  const rows = await db
    .select({ ...cardColumns, popular: h.popular })
    .from(h)
    .where(visibleIn(lang))
    .orderBy(asc(h.title));
  return {
    categories: HELP_CATEGORIES.map((category) => ({
      category,
      articles: rows.filter((r) => r.category === category).map(card),
    })),
    popular: rows.filter((r) => r.popular).map(card),
  };
}

export async function searchHelpArticles(db: Db, lang: LangCode, q: string): Promise<HelpSearchResult> {
  const tsquery = sql`(websearch_to_tsquery(${searchConfigFor(lang)}::regconfig, ${q}) || websearch_to_tsquery('simple'::regconfig, ${q}))`;
  const rows = await db
    .select(cardColumns)
    .from(h)
    .where(and(visibleIn(lang), sql`${h.search} @@ ${tsquery}`))
    .orderBy(desc(sql`ts_rank(${h.search}, ${tsquery})`), asc(h.title))
    .limit(SEARCH_LIMIT);
  return { items: rows.map(card) };
}

async function articleView(db: Db, row: HelpArticleRow, lang: LangCode): Promise<HelpArticle> {
  const related = await db
    .select(cardColumns)
    .from(h)
    .where(and(visibleIn(lang), eq(h.category, row.category), sql`${h.slug} <> ${row.slug}`))
    .orderBy(asc(h.title))
    .limit(RELATED_LIMIT);
  return {
    id: row.id,
    slug: row.slug,
    language: row.language as LangCode,
    category: row.category,
    title: row.title,
    summary: row.summary,
    body: row.body,
    popular: row.popular,
    updatedAt: row.updatedAt.toISOString(),
    related: related.map(card),
  };
}

const notFound = () => new HttpError(404, 'notFound');

/** The article in `lang`, or its English original when it has no translation. */
export async function getHelpArticle(db: Db, slug: string, lang: LangCode): Promise<HelpArticle> {
  const [row] = await db
    .select()
    .from(h)
    .where(and(eq(h.slug, slug), or(eq(h.language, lang), eq(h.language, FALLBACK))))
    .orderBy(desc(sql`${h.language} = ${lang}`))
    .limit(1);
  if (!row) throw notFound();
  return articleView(db, row, lang);
}

export async function createHelpArticle(db: Db, userId: string, input: CreateHelpArticleInput): Promise<HelpArticle> {
  try {
    const [row] = await db
      .insert(h)
      .values({
        slug: input.slug,
        language: input.language,
        category: input.category,
        title: input.title,
        summary: input.summary,
        body: input.body,
        popular: input.popular ?? false,
        searchConfig: searchConfigFor(input.language),
        updatedBy: userId,
      })
      .returning();
    return articleView(db, row!, input.language);
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'helpSlugTaken', { fields: { slug: 'helpSlugTaken' } });
    throw err;
  }
}

export async function updateHelpArticle(
  db: Db,
  userId: string,
  id: string,
  input: UpdateHelpArticleInput,
): Promise<HelpArticle> {
  const [row] = await db
    .update(h)
    .set({
      title: input.title,
      summary: input.summary,
      body: input.body,
      category: input.category,
      ...(input.popular !== undefined ? { popular: input.popular } : {}),
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(eq(h.id, id))
    .returning();
  if (!row) throw notFound();
  return articleView(db, row, row.language as LangCode);
}

export async function deleteHelpArticle(db: Db, id: string): Promise<{ ok: true }> {
  const gone = await db.delete(h).where(eq(h.id, id)).returning({ id: h.id });
  if (gone.length === 0) throw notFound();
  return { ok: true };
}

/** The slugs with an English original (every article has one), for the sitemap. */
export async function helpSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: h.slug, updatedAt: h.updatedAt })
    .from(h)
    .where(eq(h.language, FALLBACK))
    .orderBy(asc(h.slug));
}

/** An article's title and summary for its page's head, as getHelpArticle picks the language. */
export async function helpArticleHeadText(
  db: Db,
  slug: string,
  lang: LangCode,
): Promise<{ title: string; summary: string } | undefined> {
  const [row] = await db
    .select({ title: h.title, summary: h.summary })
    .from(h)
    .where(and(eq(h.slug, slug), or(eq(h.language, lang), eq(h.language, FALLBACK))))
    .orderBy(desc(sql`${h.language} = ${lang}`))
    .limit(1);
  return row;
}
