import { okSchema } from '../schemas/auth';
import { idParamSchema } from '../schemas/admin';
import {
  bulkStatusSchema,
  categoryInputSchema,
  categorySchema,
  countSchema,
  listProductsQuerySchema,
  listReviewsQuerySchema,
  productIdsSchema,
  productImageSchema,
  productInputSchema,
  productListSchema,
  productSchema,
  reviewListSchema,
  reviewSchema,
  reviewStatsSchema,
  reviewStatusInputSchema,
} from '../schemas/ecommerce-catalogue';
import * as z from 'zod/mini';
import { defineEndpoint, errorResponses } from './endpoint';

/*
 * The shop catalogue for administrators (issue #34; server: modules/ecommerce-catalogue):
 * products, their pictures and categories under the subject Product, reviews under Review.
 * Everything is the request's site's.
 */
const tags = ['ecommerce'];
const errors = errorResponses(400, 401, 403, 404);
const product = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ kind: 'permission', action, subject: 'Product' }) as const;
const review = (action: 'read' | 'update' | 'delete') => ({ kind: 'permission', action, subject: 'Review' }) as const;

export const listProducts = defineEndpoint({
  access: product('read'),
  tags,
  method: 'GET',
  path: '/ecommerce/products',
  summary: "The site's products, paged, sorted, filtered by category, status and stock, searchable",
  query: listProductsQuerySchema,
  responses: { 200: productListSchema, ...errors },
});

export const getProduct = defineEndpoint({
  access: product('read'),
  tags,
  method: 'GET',
  path: '/ecommerce/products/:id',
  summary: 'One product',
  params: idParamSchema,
  responses: { 200: productSchema, ...errors },
});

export const createProduct = defineEndpoint({
  access: product('create'),
  tags,
  method: 'POST',
  path: '/ecommerce/products',
  summary: 'Add a product',
  body: productInputSchema,
  responses: { 201: productSchema, ...errors },
});

export const updateProduct = defineEndpoint({
  access: product('update'),
  tags,
  method: 'PUT',
  path: '/ecommerce/products/:id',
  summary: 'Replace a product',
  params: idParamSchema,
  body: productInputSchema,
  responses: { 200: productSchema, ...errors },
});

export const deleteProduct = defineEndpoint({
  access: product('delete'),
  tags,
  method: 'DELETE',
  path: '/ecommerce/products/:id',
  summary: 'Delete a product with its pictures, order lines and reviews',
  params: idParamSchema,
  responses: { 200: okSchema, ...errors },
});

export const setProductsStatus = defineEndpoint({
  access: product('update'),
  tags,
  method: 'POST',
  path: '/ecommerce/products/bulk-status',
  summary: 'Publish, unpublish (inactive) or draft several products',
  body: bulkStatusSchema,
  responses: { 200: countSchema, ...errors },
});

export const deleteProducts = defineEndpoint({
  access: product('delete'),
  tags,
  method: 'POST',
  path: '/ecommerce/products/bulk-delete',
  summary: 'Delete several products',
  body: productIdsSchema,
  responses: { 200: countSchema, ...errors },
});

export const uploadProductImage = defineEndpoint({
  access: product('create'),
  tags,
  method: 'POST',
  path: '/ecommerce/product-images',
  summary: 'Upload a product or category picture (multipart "file"); a product or category then names its id',
  multipart: true,
  responses: { 201: productImageSchema, ...errorResponses(400, 401, 403, 413) },
});

export const listCategories = defineEndpoint({
  access: product('read'),
  tags,
  method: 'GET',
  path: '/ecommerce/categories',
  summary: "The site's product categories with their parents and product counts",
  responses: { 200: z.array(categorySchema), ...errors },
});

export const createCategory = defineEndpoint({
  access: product('create'),
  tags,
  method: 'POST',
  path: '/ecommerce/categories',
  summary: 'Add a category',
  body: categoryInputSchema,
  responses: { 201: categorySchema, ...errors },
});

export const updateCategory = defineEndpoint({
  access: product('update'),
  tags,
  method: 'PUT',
  path: '/ecommerce/categories/:id',
  summary: 'Replace a category; its products show the new name',
  params: idParamSchema,
  body: categoryInputSchema,
  responses: { 200: categorySchema, ...errors },
});

export const deleteCategory = defineEndpoint({
  access: product('delete'),
  tags,
  method: 'DELETE',
  path: '/ecommerce/categories/:id',
  summary: 'Delete a category; its products and subcategories keep going without it',
  params: idParamSchema,
  responses: { 200: okSchema, ...errors },
});

export const listReviews = defineEndpoint({
  access: review('read'),
  tags,
  method: 'GET',
  path: '/ecommerce/reviews',
  summary: 'Product reviews, newest first, by status or rating, searchable',
  query: listReviewsQuerySchema,
  responses: { 200: reviewListSchema, ...errors },
});

export const reviewStats = defineEndpoint({
  access: review('read'),
  tags,
  method: 'GET',
  path: '/ecommerce/reviews/stats',
  summary: 'Review figures: count, average rating, count per star, pending',
  responses: { 200: reviewStatsSchema, ...errors },
});

export const setReviewStatus = defineEndpoint({
  access: review('update'),
  tags,
  method: 'PATCH',
  path: '/ecommerce/reviews/:id',
  summary: 'Approve or reject a review',
  params: idParamSchema,
  body: reviewStatusInputSchema,
  responses: { 200: reviewSchema, ...errors },
});

export const deleteReview = defineEndpoint({
  access: review('delete'),
  tags,
  method: 'DELETE',
  path: '/ecommerce/reviews/:id',
  summary: 'Delete a review',
  params: idParamSchema,
  responses: { 200: okSchema, ...errors },
});
