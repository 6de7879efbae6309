import { asc, eq } from 'drizzle-orm';
import { seededRandom, seedOf } from '../../../common/random/seeded-random';
import type { Db } from '../client';
import { ecommerceCategories, ecommerceProducts, ecommerceReviews } from '../schema';

/*
 * The catalogue's demo data (issue #34) on top of the demo shops (demo-ecommerce.ts): a category
 * row for each category name the products carry, a SKU for each product, and a few reviews per
 * product, some still waiting for moderation. From a seeded generator, like the shops.
 */

const REVIEWERS = ['Anna K.', 'James P.', 'Maria S.', 'Lukas B.', 'Sofia R.', 'Noah T.', 'Julia W.', 'Kenji M.'];
const REVIEWS: readonly [rating: number, title: string, body: string][] = [
  [5, 'Excellent', 'Exactly as described and arrived quickly. Would buy again.'],
  [4, 'Very good', 'Good quality for the price; the packaging could be better.'],
  [5, 'Love it', 'Better than I expected. A great gift too.'],
  [3, 'It is fine', 'Does the job, nothing special.'],
  [2, 'Disappointing', 'Smaller than the pictures suggest.'],
  [4, 'Solid choice', 'Works well after a month of daily use.'],
  [1, 'Did not work', 'Had to send it back; the refund was quick though.'],
];
const DAY_MS = 86_400_000;

export async function seedDemoCatalogue(db: Db, today = new Date()): Promise<void> {
  const products = await db
    .select()
    .from(ecommerceProducts)
    .orderBy(asc(ecommerceProducts.site), asc(ecommerceProducts.createdAt), asc(ecommerceProducts.name));
  const bySite = new Map<string, (typeof products)[number][]>();
  for (const product of products) bySite.set(product.site, [...(bySite.get(product.site) ?? []), product]);
  await db.transaction(async (tx) => {
    for (const [site, list] of bySite) {
      const random = seededRandom(seedOf(`${site}-catalogue`));
      const names = [...new Set(list.map((x) => x.category))];
      const categories = await tx
        .insert(ecommerceCategories)
        .values(names.map((name) => ({ site, name, description: `${name} of the ${site} shop.` })))
        .returning({ id: ecommerceCategories.id, name: ecommerceCategories.name });
      const idOf = new Map(categories.map((c) => [c.name, c.id]));
      const reviews: (typeof ecommerceReviews.$inferInsert)[] = [];
      for (const [i, product] of list.entries()) {
        await tx
          .update(ecommerceProducts)
          .set({
            categoryId: idOf.get(product.category) ?? null,
            sku: `${site.slice(0, 3).toUpperCase()}-${String(1001 + i)}`,
            tags: [product.category.toLowerCase()],
          })
          .where(eq(ecommerceProducts.id, product.id));
        const count = 1 + Math.floor(random() * 4);
        for (let n = 0; n < count; n++) {
          const [rating, title, body] = REVIEWS[Math.floor(random() * REVIEWS.length)]!;
          const author = REVIEWERS[Math.floor(random() * REVIEWERS.length)]!;
          const age = Math.floor(random() * 120);
          reviews.push({
            site,
            productId: product.id,
            authorName: author,
            authorEmail: `${author.split(' ')[0]!.toLowerCase()}@example.com`,
            rating,
            title,
            body,
            // The newest wait for moderation; now and then an old one was rejected.
            status: age < 10 ? 'pending' : random() < 0.1 ? 'rejected' : 'approved',
            createdAt: new Date(today.getTime() - age * DAY_MS),
          });
        }
      }
      if (reviews.length > 0) await tx.insert(ecommerceReviews).values(reviews);
    }
  });
}
