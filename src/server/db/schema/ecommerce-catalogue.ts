import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '../../../common/schemas/ecommerce-catalogue';
import { ecommerceProducts } from './ecommerce';

/*
 * The shop's catalogue (issue #34): categories (with a parent and a picture), product pictures
 * and customer reviews. Products themselves stay in ecommerce_products (schema/ecommerce.ts),
 * which the dashboard reads. Pictures are media ids of the media store (src/server/media), in
 * the `products` collection; every row carries its site like the rest of the shop.
 */

export const ecommerceCategories = pgTable(
  'ecommerce_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: uuid('parent_id').references((): AnyPgColumn => ecommerceCategories.id, { onDelete: 'set null' }),
    imageMediaId: text('image_media_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ecommerce_categories_site').on(t.site)],
);

export const ecommerceProductImages = pgTable(
  'ecommerce_product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => ecommerceProducts.id, { onDelete: 'cascade' }),
    mediaId: text('media_id').notNull(),
    /** 0 is the cover. */
    position: integer('position').notNull(),
  },
  (t) => [index('ecommerce_product_images_product').on(t.productId, t.position)],
);

export const ecommerceReviews = pgTable(
  'ecommerce_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => ecommerceProducts.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull().default(''),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The reviews list sorts newest first with the id breaking ties.
    index('ecommerce_reviews_site_created').on(t.site, t.createdAt, t.id),
    index('ecommerce_reviews_product').on(t.productId),
    // The search box reads the author, the title and the text: one trigram index each, which the
    // planner ORs together (a substring of 30,000 texts otherwise reads every one).
    index('ecommerce_reviews_author_trgm').using('gin', t.authorName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('ecommerce_reviews_title_trgm').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('ecommerce_reviews_body_trgm').using('gin', t.body.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('ecommerce_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

export type EcommerceProductRow = typeof ecommerceProducts.$inferSelect;
export type EcommerceCategoryRow = typeof ecommerceCategories.$inferSelect;
export type EcommerceReviewRow = typeof ecommerceReviews.$inferSelect;
