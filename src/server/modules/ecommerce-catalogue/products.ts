import { and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  LOW_STOCK,
  type listProductsQuerySchema,
  type Product,
  type ProductList,
  type productInputSchema,
} from '../../../common/schemas/ecommerce-catalogue';
import type { SiteConfig } from '../../../common/sites';
import type { Db } from '../../db/client';
import {
  ecommerceCategories,
  ecommerceProductImages,
  ecommerceProducts,
  type EcommerceProductRow,
} from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { checkStored, imageOf, removeImages } from './product-images';
import { sanitizeHtml } from '../../security/sanitize-html';
import { containsPattern } from '../../db/contains-pattern';

/*
 * Products of one site's shop (issue #34) in ecommerce_products, the table the eCommerce
 * dashboard reads. Every query names the site: another site's product is a 404 like a missing one.
 */

type ProductInput = z.output<typeof productInputSchema>;
type ListQuery = z.output<typeof listProductsQuerySchema>;
export interface CatalogueDeps {
  db: Db;
  dataDir: string;
}

const p = ecommerceProducts;
const notFound = () => new HttpError(404, 'notFound');

/** `%` and `_` typed in the search box are letters, not wildcards. */

async function imagesOf(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ productId: ecommerceProductImages.productId, mediaId: ecommerceProductImages.mediaId })
    .from(ecommerceProductImages)
    .where(inArray(ecommerceProductImages.productId, [...ids]))
    .orderBy(asc(ecommerceProductImages.position));
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row.mediaId]);
  return map;
}

function view(row: EcommerceProductRow, images: readonly string[]): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku ?? '',
    barcode: row.barcode ?? '',
    description: row.description,
    category: row.category,
    categoryId: row.categoryId,
    status: row.status,
    priceMinor: row.priceMinor,
    salePriceMinor: row.salePriceMinor,
    taxRateBp: row.taxRateBp,
    currency: row.currency,
    stock: row.stock,
    shippable: row.shippable,
    weightGrams: row.weightGrams,
    tags: row.tags,
    variants: row.variants,
    images: images.map(imageOf),
    createdAt: row.createdAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  name: p.name,
  sku: p.sku,
  category: p.category,
  price: p.priceMinor,
  stock: p.stock,
  status: p.status,
  createdAt: p.createdAt,
} as const;

function filtersOf(site: string, query: ListQuery): SQL | undefined {
  const stock =
    query.stock === 'out'
      ? eq(p.stock, 0)
      : query.stock === 'low'
        ? and(gt(p.stock, 0), lte(p.stock, LOW_STOCK))
        : query.stock === 'in'
          ? gt(p.stock, 0)
          : undefined;
  const q = query.q ? containsPattern(query.q) : null;
  return and(
    eq(p.site, site),
    query.categoryId ? eq(p.categoryId, query.categoryId) : undefined,
    query.status ? eq(p.status, query.status) : undefined,
    stock,
    q ? or(ilike(p.name, q), ilike(p.sku, q), ilike(p.barcode, q), ilike(p.category, q)) : undefined,
  );
}

export async function listProducts(db: Db, site: string, query: ListQuery): Promise<ProductList> {
  const where = filtersOf(site, query);
  const column = SORT_COLUMNS[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(p)
      .where(where)
      // The id breaks ties in the same direction, so (site, column, id) indexes serve the sort.
      .orderBy(...(query.order === 'asc' ? [asc(column), asc(p.id)] : [desc(column), desc(p.id)]))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(p)
      .where(where),
  ]);
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => view(r, images.get(r.id) ?? [])),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function rowOf(db: Db, site: string, id: string): Promise<EcommerceProductRow> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), eq(p.site, site)));
  if (!row) throw notFound();
  return row;
}

export async function getProduct(db: Db, site: string, id: string): Promise<Product> {
  const row = await rowOf(db, site, id);
  return view(row, (await imagesOf(db, [id])).get(id) ?? []);
}

/** The category's name for the dashboard's column; a category of another site is a field error. */
async function categoryName(db: Db, site: string, categoryId: string | null): Promise<string> {
  if (categoryId === null) return '';
  const [row] = await db
    .select({ name: ecommerceCategories.name })
    .from(ecommerceCategories)
    .where(and(eq(ecommerceCategories.id, categoryId), eq(ecommerceCategories.site, site)));
  if (!row) throw new HttpError(400, 'invalidInput', { fields: { categoryId: 'notInList' } });
  return row.name;
}

/** A new shop sells in the currency its other products have; an empty one by the site's language. */
async function currencyOf(db: Db, site: SiteConfig): Promise<string> {
  const [row] = await db
    .select({ currency: p.currency })
    .from(p)
    .where(eq(p.site, site.id))
    .groupBy(p.currency)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return row?.currency ?? (site.defaultLang === 'pl' ? 'PLN' : 'USD');
}

function columnsOf(input: ProductInput, category: string) {
  return {
    name: input.name,
    sku: input.sku || null,
    barcode: input.barcode || null,
    // The editor's HTML is shown as HTML in the admin and the shop: stored as the allowed subset only.
    description: sanitizeHtml(input.description),
    categoryId: input.categoryId,
    category,
    status: input.status,
    priceMinor: input.priceMinor,
    salePriceMinor: input.salePriceMinor,
    taxRateBp: input.taxRateBp,
    stock: input.stock,
    shippable: input.shippable,
    weightGrams: input.shippable ? input.weightGrams : null,
    tags: [...new Set(input.tags)],
    variants: input.variants,
    updatedAt: new Date(),
  };
}

async function checkInput(deps: CatalogueDeps, site: string, input: ProductInput): Promise<string> {
  if (new Set(input.images).size !== input.images.length) {
    throw new HttpError(400, 'invalidInput', { fields: { images: 'invalidValue' } });
  }
  await checkStored(deps.dataDir, input.images, 'images');
  return categoryName(deps.db, site, input.categoryId);
}

export async function createProduct(deps: CatalogueDeps, site: SiteConfig, input: ProductInput): Promise<Product> {
  const category = await checkInput(deps, site.id, input);
  const currency = await currencyOf(deps.db, site);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(p)
      .values({ ...columnsOf(input, category), site: site.id, currency })
      .returning({ id: p.id });
    if (input.images.length > 0) {
      await tx
        .insert(ecommerceProductImages)
        .values(input.images.map((mediaId, position) => ({ productId: row!.id, mediaId, position })));
    }
    return row!.id;
  });
  return getProduct(deps.db, site.id, id);
}

export async function updateProduct(
  deps: CatalogueDeps,
  site: string,
  id: string,
  input: ProductInput,
): Promise<Product> {
  await rowOf(deps.db, site, id);
  const category = await checkInput(deps, site, input);
  const dropped = await deps.db.transaction(async (tx) => {
    await tx
      .update(p)
      .set(columnsOf(input, category))
      .where(and(eq(p.id, id), eq(p.site, site)));
    const old = await tx
      .delete(ecommerceProductImages)
      .where(eq(ecommerceProductImages.productId, id))
      .returning({ mediaId: ecommerceProductImages.mediaId });
    if (input.images.length > 0) {
      await tx
        .insert(ecommerceProductImages)
        .values(input.images.map((mediaId, position) => ({ productId: id, mediaId, position })));
    }
    return old.map((o) => o.mediaId).filter((m) => !input.images.includes(m));
  });
  // Files after the rows: a failure in between leaves a stray file, never a row without its file.
  await removeImages(deps.dataDir, dropped);
  return getProduct(deps.db, site, id);
}

/** Deletes products of the site (their pictures, order lines and reviews go with them); the count. */
export async function deleteProducts(deps: CatalogueDeps, site: string, ids: readonly string[]): Promise<number> {
  const images = await deps.db
    .select({ mediaId: ecommerceProductImages.mediaId })
    .from(ecommerceProductImages)
    .innerJoin(p, eq(p.id, ecommerceProductImages.productId))
    .where(and(eq(p.site, site), inArray(p.id, [...ids])));
  const gone = await deps.db
    .delete(p)
    .where(and(eq(p.site, site), inArray(p.id, [...ids])))
    .returning({ id: p.id });
  await removeImages(
    deps.dataDir,
    images.map((i) => i.mediaId),
  );
  return gone.length;
}

export async function deleteProduct(deps: CatalogueDeps, site: string, id: string): Promise<void> {
  if ((await deleteProducts(deps, site, [id])) === 0) throw notFound();
}

export async function setStatus(
  db: Db,
  site: string,
  ids: readonly string[],
  status: Product['status'],
): Promise<number> {
  const changed = await db
    .update(p)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(p.site, site), inArray(p.id, [...ids])))
    .returning({ id: p.id });
  return changed.length;
}
