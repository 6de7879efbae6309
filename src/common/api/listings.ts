import {
  imageOrderSchema,
  imageUrlSchema,
  listingIdParamSchema,
  listingImageParamSchema,
  listingInputSchema,
  listingPageSchema,
  listingSchema,
  listingUsageSchema,
  myListingsQuerySchema,
  userIdParamSchema,
  searchListingsQuerySchema,
} from '../schemas/listings';
import { okSchema } from '../schemas/auth';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * Listings of the site the request is for (its Host): public search and offer pages, and the
 * owner's (or an admin's) changes. Server: modules/listings.
 */
const tags = ['listings'];
const errors = errorResponses(400, 401, 403, 404);
const owned = { tags } as const;

export const searchListings = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'GET',
  path: '/listings',
  summary: 'Published listings of this site: full-text query, filters, sort, pages',
  query: searchListingsQuerySchema,
  responses: { 200: listingPageSchema, ...errorResponses(400) },
});

export const myListings = defineEndpoint({
  access: { kind: 'signed-in' },
  ...owned,
  method: 'GET',
  path: '/listings/mine',
  summary: "The caller's own listings on this site, every status, newest first",
  query: myListingsQuerySchema,
  responses: { 200: listingPageSchema, ...errors },
});

export const getListing = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'GET',
  path: '/listings/:id',
  summary: 'One listing; a draft or archived one only for its owner or an admin',
  params: listingIdParamSchema,
  responses: { 200: listingSchema, ...errors },
});

export const createListing = defineEndpoint({
  access: { kind: 'permission', action: 'create', subject: 'Listing' },
  ...owned,
  method: 'POST',
  path: '/listings',
  summary: 'Create a draft listing on this site (per-account limits: 429 listingDailyLimit, 403 listingDraftLimit)',
  body: listingInputSchema,
  responses: { 201: listingSchema, ...errorResponses(400, 401, 403, 404, 429) },
});

export const updateListing = defineEndpoint({
  access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 },
  ...owned,
  method: 'PUT',
  path: '/listings/:id',
  summary: "Replace a listing's details (not its images or status)",
  params: listingIdParamSchema,
  body: listingInputSchema,
  responses: { 200: listingSchema, ...errors },
});

export const publishListing = defineEndpoint({
  access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 },
  ...owned,
  method: 'POST',
  path: '/listings/:id/publish',
  summary: 'Publish a draft or archived listing',
  params: listingIdParamSchema,
  responses: { 200: listingSchema, ...errors },
});

export const unpublishListing = defineEndpoint({
  access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 },
  ...owned,
  method: 'POST',
  path: '/listings/:id/unpublish',
  summary: 'Take a published listing down (archived); it can be published again',
  params: listingIdParamSchema,
  responses: { 200: listingSchema, ...errors },
});

export const deleteListing = defineEndpoint({
  access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 },
  ...owned,
  method: 'DELETE',
  path: '/listings/:id',
  summary: 'Delete a listing and its stored pictures',
  params: listingIdParamSchema,
  responses: { 200: okSchema, ...errors },
});

export const uploadListingImage = defineEndpoint({
  access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 },
  ...owned,
  method: 'POST',
  path: '/listings/:id/images',
  summary:
    'Add a picture (multipart field "file"; JPEG, PNG, WebP, GIF or AVIF, 10 MB, 10 per listing; per-account limits: 429 listingImageDailyLimit, 413 listingStorageFull)',
  params: listingIdParamSchema,
  multipart: true,
  responses: { 201: listingSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
});

export const addListingImageUrl = defineEndpoint({
  access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 },
  ...owned,
  method: 'POST',
  path: '/listings/:id/images/url',
  summary: 'Add a picture by its http(s) address: downloaded once from a public address and stored like an upload',
  params: listingIdParamSchema,
  body: imageUrlSchema,
  responses: { 201: listingSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
});

export const arrangeListingImages = defineEndpoint({
  access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 },
  ...owned,
  method: 'PUT',
  path: '/listings/:id/images',
  summary: 'Set the order of all pictures and the cover',
  params: listingIdParamSchema,
  body: imageOrderSchema,
  responses: { 200: listingSchema, ...errors },
});

export const deleteListingImage = defineEndpoint({
  access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 },
  ...owned,
  method: 'DELETE',
  path: '/listings/:id/images/:imageId',
  summary: 'Remove one picture (its files too)',
  params: listingImageParamSchema,
  responses: { 200: listingSchema, ...errors },
});

export const listingUsage = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'User' },
  tags: ['admin'],
  method: 'GET',
  path: '/admin/users/:id/listing-usage',
  summary: "An account's use of its listing limits: listings and pictures today, drafts, stored bytes (admins)",
  params: userIdParamSchema,
  responses: { 200: listingUsageSchema, ...errors },
});
