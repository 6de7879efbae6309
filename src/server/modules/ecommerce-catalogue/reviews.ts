import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  listReviewsQuerySchema,
  Review,
  ReviewStats,
  ReviewStatus,
} from '../../../common/schemas/ecommerce-catalogue';
import type { Db } from '../../db/client';
import { ecommerceProducts, ecommerceReviews } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { containsPattern } from '../../db/contains-pattern';

/*
 * Customers' reviews of one site's products (issue #34): a moderator approves or rejects them
 * (new ones wait as pending) or deletes them. Nothing writes new ones yet but the demo seed.
 */

type ListQuery = z.output<typeof listReviewsQuerySchema>;
const r = ecommerceReviews;
const columns = {
  id: r.id,
  productId: r.productId,
  productName: ecommerceProducts.name,
  authorName: r.authorName,
  authorEmail: r.authorEmail,
  rating: r.rating,
  title: r.title,
  body: r.body,
  status: r.status,
  createdAt: r.createdAt,
};
type Row = { createdAt: Date } & Omit<Review, 'createdAt'>;
const view = (row: Row): Review => ({ ...row, createdAt: row.createdAt.toISOString() });

/*
 * The search box matches the author, the title, the text or the product's name. Written as one OR
 * over the join, no index could answer it and every review was read; as the union of two id sets,
 * the first comes from the reviews' three trigram indexes together and the second from the product
 * names' trigram index, then the product's reviews by their product index.
 */
function matching(site: string, pattern: string): SQL {
  return sql`${r.id} in (
    select rs.id from ${r} rs
      where rs.site = ${site} and (rs.author_name ilike ${pattern} or rs.title ilike ${pattern} or rs.body ilike ${pattern})
    union
    select rp.id from ${r} rp join ${ecommerceProducts} p on p.id = rp.product_id
      where p.site = ${site} and p.name ilike ${pattern})`;
}

/*
 * The page is found by ids alone and only its rows are joined to their products. With a search,
 * the page query also counts the matches (a window count over the rows it must sort anyway), so
 * the trigram search runs once, not once for the page and again for the total.
 */
export async function listReviews(db: Db, site: string, query: ListQuery) {
  const where = and(
    eq(r.site, site),
    query.status ? eq(r.status, query.status) : undefined,
    query.rating ? eq(r.rating, query.rating) : undefined,
    query.q ? matching(site, containsPattern(query.q)) : undefined,
  );
  const countAll = () =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(r)
      .where(where)
      .then(([row]) => row?.n ?? 0);
  const pageIds = db
    .select({
      id: r.id,
      n: (query.q ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number),
    })
    .from(r)
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let ids: { id: string }[];
  let total: number;
  if (query.q) {
    const page = await pageIds;
    ids = page;
    // A page past the end has no row to carry the count.
    total = page[0]?.n ?? (query.page > 1 ? await countAll() : 0);
  } else {
    [ids, total] = await Promise.all([pageIds, countAll()]);
  }
  const rows = ids.length
    ? await db
        .select(columns)
        .from(r)
        .innerJoin(ecommerceProducts, eq(ecommerceProducts.id, r.productId))
        .where(
          inArray(
            r.id,
            ids.map((x) => x.id),
          ),
        )
    : [];
  const position = new Map(ids.map((x, i) => [x.id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize };
}

export async function reviewStats(db: Db, site: string): Promise<ReviewStats> {
  const rows = await db
    .select({
      rating: r.rating,
      n: sql<number>`count(*)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${r.status} = 'pending')`.mapWith(Number),
    })
    .from(r)
    .where(eq(r.site, site))
    .groupBy(r.rating);
  const perStar = [1, 2, 3, 4, 5].map((star) => rows.find((x) => x.rating === star)?.n ?? 0);
  const total = perStar.reduce((a, b) => a + b, 0);
  const sum = perStar.reduce((a, n, i) => a + n * (i + 1), 0);
  return {
    total,
    average: total === 0 ? 0 : Math.round((sum / total) * 100) / 100,
    perStar,
    pending: rows.reduce((a, x) => a + x.pending, 0),
  };
}

export async function setReviewStatus(db: Db, site: string, id: string, status: ReviewStatus): Promise<Review> {
  const [changed] = await db
    .update(r)
    .set({ status })
    .where(and(eq(r.id, id), eq(r.site, site)))
    .returning({ id: r.id });
  if (!changed) throw new HttpError(404, 'notFound');
  const [row] = await db
    .select(columns)
    .from(r)
    .innerJoin(ecommerceProducts, eq(ecommerceProducts.id, r.productId))
    .where(eq(r.id, id));
  return view(row!);
}

export async function deleteReview(db: Db, site: string, id: string): Promise<void> {
  const gone = await db
    .delete(r)
    .where(and(eq(r.id, id), eq(r.site, site)))
    .returning({ id: r.id });
  if (gone.length === 0) throw new HttpError(404, 'notFound');
}
