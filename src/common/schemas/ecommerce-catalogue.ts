import * as z from 'zod/mini';
import { queryInt, uuidField } from './fields';

/*
 * The shop catalogue's shapes (issue #34): products, their pictures and variants, categories and
 * reviews. Shared by the admin pages and the server (modules/ecommerce-catalogue). Field errors are
 * the generic codes of errors.json (valueRequired, valueTooLong, invalidValue, notInList).
 * Money is in minor units of the shop's currency; tax in basis points (2300 = 23 %).
 */

export const PRODUCT_STATUSES = ['draft', 'published', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The list's stock filter: out of stock is 0, low is 1 to LOW_STOCK. */
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const LOW_STOCK = 10;
export const PRODUCT_SORTS = ['name', 'sku', 'category', 'price', 'stock', 'status', 'createdAt'] as const;
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
/** A 32-bit integer of minor units, as the database keeps it. */
export const PRICE_MAX = 2_000_000_000;
/** The media store's id of an uploaded picture (src/server/media/store.ts). */
export const mediaIdField = z.string().check(z.regex(/^[0-9a-f]{32}$/, { error: 'invalidValue' }));

const text = (max: number) =>
  z
    .string({ error: 'valueRequired' })
    .check(z.trim(), z.minLength(1, { error: 'valueRequired' }), z.maxLength(max, { error: 'valueTooLong' }));
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: 'valueTooLong' })), '');
const wholeNumber = (max: number) =>
  z
    .int({ error: 'invalidValue' })
    .check(z.minimum(0, { error: 'invalidValue' }), z.maximum(max, { error: 'invalidValue' }));

export const productVariantSchema = z.object({
  name: text(60),
  options: z
    .array(text(60))
    .check(z.minLength(1, { error: 'valueRequired' }), z.maxLength(30, { error: 'valueTooLong' })),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** What the add and edit forms send; PUT replaces every field. */
export const productInputSchema = z
  .object({
    name: text(120),
    sku: optionalText(64),
    barcode: optionalText(64),
    description: z._default(z.string().check(z.maxLength(PRODUCT_DESCRIPTION_MAX, { error: 'valueTooLong' })), ''),
    categoryId: z._default(z.nullable(uuidField), null),
    status: z.enum(PRODUCT_STATUSES, { error: 'notInList' }),
    priceMinor: wholeNumber(PRICE_MAX),
    salePriceMinor: z._default(z.nullable(wholeNumber(PRICE_MAX)), null),
    taxRateBp: z._default(wholeNumber(10_000), 0),
    stock: wholeNumber(1_000_000_000),
    shippable: z._default(z.boolean(), true),
    weightGrams: z._default(z.nullable(wholeNumber(10_000_000)), null),
    tags: z._default(z.array(text(40)).check(z.maxLength(20, { error: 'valueTooLong' })), []),
    variants: z._default(z.array(productVariantSchema).check(z.maxLength(10, { error: 'valueTooLong' })), []),
    /** Uploaded pictures (POST /ecommerce/product-images) in order; the first is the cover. */
    images: z._default(z.array(mediaIdField).check(z.maxLength(PRODUCT_IMAGES_MAX, { error: 'valueTooLong' })), []),
  })
  .check(
    z.refine((v) => v.salePriceMinor === null || v.salePriceMinor < v.priceMinor, {
      path: ['salePriceMinor'],
      error: 'invalidValue',
    }),
  );
export type ProductInput = z.input<typeof productInputSchema>;

export const productImageSchema = z.object({ mediaId: z.string(), thumb: z.string(), full: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: uuidField,
  name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  description: z.string(),
  category: z.string(),
  categoryId: z.nullable(z.string()),
  status: z.enum(PRODUCT_STATUSES),
  priceMinor: z.int(),
  salePriceMinor: z.nullable(z.int()),
  taxRateBp: z.int(),
  currency: z.string(),
  stock: z.int(),
  shippable: z.boolean(),
  weightGrams: z.nullable(z.int()),
  tags: z.array(z.string()),
  variants: z.array(z.object({ name: z.string(), options: z.array(z.string()) })),
  images: z.array(productImageSchema),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const listProductsQuerySchema = z.object({
  page: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: queryInt(1, 100, 10),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'valueTooLong' }))),
  categoryId: z.optional(uuidField),
  status: z.optional(z.enum(PRODUCT_STATUSES, { error: 'notInList' })),
  stock: z.optional(z.enum(STOCK_FILTERS, { error: 'notInList' })),
  sort: z._default(z.enum(PRODUCT_SORTS, { error: 'notInList' }), 'createdAt'),
  order: z._default(z.enum(['asc', 'desc'], { error: 'notInList' }), 'desc'),
});
export type ListProductsQuery = z.input<typeof listProductsQuerySchema>;

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productIdsSchema = z.object({
  ids: z
    .array(uuidField)
    .check(z.minLength(1, { error: 'valueRequired' }), z.maxLength(100, { error: 'valueTooLong' })),
});
export const bulkStatusSchema = z.object({
  ids: productIdsSchema.shape.ids,
  status: z.enum(PRODUCT_STATUSES, { error: 'notInList' }),
});
export const countSchema = z.object({ count: z.int() });

export const categoryInputSchema = z.object({
  name: text(80),
  description: optionalText(500),
  parentId: z._default(z.nullable(uuidField), null),
  image: z._default(z.nullable(mediaIdField), null),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categorySchema = z.object({
  id: uuidField,
  name: z.string(),
  description: z.string(),
  parentId: z.nullable(z.string()),
  parentName: z.nullable(z.string()),
  image: z.nullable(productImageSchema),
  productCount: z.int(),
});
export type Category = z.infer<typeof categorySchema>;

export const listReviewsQuerySchema = z.object({
  page: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: queryInt(1, 100, 10),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'valueTooLong' }))),
  status: z.optional(z.enum(REVIEW_STATUSES, { error: 'notInList' })),
  rating: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(5)))),
});
export type ListReviewsQuery = z.input<typeof listReviewsQuerySchema>;

export const reviewSchema = z.object({
  id: uuidField,
  productId: z.string(),
  productName: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  rating: z.int(),
  title: z.string(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const reviewStatsSchema = z.object({
  total: z.int(),
  average: z.number(),
  /** Reviews per star, index 0 is one star. */
  perStar: z.array(z.int()),
  pending: z.int(),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const reviewStatusInputSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'notInList' }),
});
