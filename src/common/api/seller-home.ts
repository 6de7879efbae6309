import { sellerHomeQuerySchema, sellerHomeSchema } from '../schemas/seller-home';
import { defineEndpoint, errorResponses } from './endpoint';

/** A seller's own home (issue #33; server: modules/seller-home; browser: features/seller-home). */
const tags = ['seller-home'];

export const sellerHome = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/seller/home',
  summary:
    "The caller's own listings on this site with offer-page views, messages and calls per day, unread conversations, missed calls and drafts",
  query: sellerHomeQuerySchema,
  responses: { 200: sellerHomeSchema, ...errorResponses(400, 401) },
});
