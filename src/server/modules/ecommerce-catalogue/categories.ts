import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Category, categoryInputSchema } from '../../../common/schemas/ecommerce-catalogue';
import type { Db } from '../../db/client';
import { ecommerceCategories, ecommerceProducts } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { checkStored, imageOf, removeImages } from './product-images';
import type { CatalogueDeps } from './products';

/*
 * Product categories of one site (issue #34), one level of parents or more. A product names its
 * category by id and keeps the name too (the dashboard's column), so a rename updates both.
 */

type CategoryInput = z.output<typeof categoryInputSchema>;
const c = ecommerceCategories;
const notFound = () => new HttpError(404, 'notFound');

export async function listCategories(db: Db, site: string): Promise<Category[]> {
  const rows = await db.select().from(c).where(eq(c.site, site)).orderBy(asc(c.name), asc(c.id));
  const counts = await db
    .select({ id: ecommerceProducts.categoryId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(ecommerceProducts)
    .where(eq(ecommerceProducts.site, site))
    .groupBy(ecommerceProducts.categoryId);
  const countOf = new Map(counts.map((r) => [r.id, r.n]));
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    parentId: r.parentId,
    parentName: r.parentId ? (nameOf.get(r.parentId) ?? null) : null,
    image: r.imageMediaId ? imageOf(r.imageMediaId) : null,
    productCount: countOf.get(r.id) ?? 0,
  }));
}

async function viewOf(db: Db, site: string, id: string): Promise<Category> {
  const found = (await listCategories(db, site)).find((x) => x.id === id);
  if (!found) throw notFound();
  return found;
}

/** The parent must be of the site, and not the category itself or one of its descendants. */
async function checkParent(db: Db, site: string, id: string | null, parentId: string | null): Promise<void> {
  if (parentId === null) return;
  const rows = await db.select({ id: c.id, parentId: c.parentId }).from(c).where(eq(c.site, site));
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const refuse = () => new HttpError(400, 'invalidInput', { fields: { parentId: 'invalidValue' } });
  if (!parentOf.has(parentId)) throw refuse();
  // Walk up from the new parent: meeting the category itself would make a loop.
  const seen = new Set<string>();
  for (let at: string | null = parentId; at !== null && !seen.has(at); at = parentOf.get(at) ?? null) {
    if (at === id) throw refuse();
    seen.add(at);
  }
}

export async function createCategory(deps: CatalogueDeps, site: string, input: CategoryInput): Promise<Category> {
  await checkParent(deps.db, site, null, input.parentId);
  if (input.image) await checkStored(deps.dataDir, [input.image], 'image');
  const [row] = await deps.db
    .insert(c)
    .values({
      site,
      name: input.name,
      description: input.description,
      parentId: input.parentId,
      imageMediaId: input.image,
    })
    .returning({ id: c.id });
  return viewOf(deps.db, site, row!.id);
}

export async function updateCategory(
  deps: CatalogueDeps,
  site: string,
  id: string,
  input: CategoryInput,
): Promise<Category> {
  const [current] = await deps.db
    .select()
    .from(c)
    .where(and(eq(c.id, id), eq(c.site, site)));
  if (!current) throw notFound();
  await checkParent(deps.db, site, id, input.parentId);
  if (input.image) await checkStored(deps.dataDir, [input.image], 'image');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(c)
      .set({ name: input.name, description: input.description, parentId: input.parentId, imageMediaId: input.image })
      .where(eq(c.id, id));
    await tx
      .update(ecommerceProducts)
      .set({ category: input.name })
      .where(and(eq(ecommerceProducts.site, site), eq(ecommerceProducts.categoryId, id)));
  });
  if (current.imageMediaId && current.imageMediaId !== input.image) {
    await removeImages(deps.dataDir, [current.imageMediaId]);
  }
  return viewOf(deps.db, site, id);
}

/** Its products lose the link but keep the name; its subcategories lose their parent (the FK). */
export async function deleteCategory(deps: CatalogueDeps, site: string, id: string): Promise<void> {
  const gone = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(c)
      .where(and(eq(c.id, id), eq(c.site, site)))
      .returning();
    if (!row) throw notFound();
    await tx
      .update(ecommerceProducts)
      .set({ categoryId: null })
      .where(and(eq(ecommerceProducts.site, site), eq(ecommerceProducts.categoryId, id)));
    return row;
  });
  if (gone.imageMediaId) await removeImages(deps.dataDir, [gone.imageMediaId]);
}
