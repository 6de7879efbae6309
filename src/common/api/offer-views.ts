import { offerViewBodySchema, offerViewResultSchema } from '../schemas/offer-views';
import { defineEndpoint, errorResponses } from './endpoint';

/** The offer pages' view count, which a seller's home shows (issue #33; server: modules/seller-home). */
const tags = ['seller-home'];

/**
 * Sent by an offer page once it shows (not under /listings: every successful write there drops
 * the server's rendered pages, and a view changes none of them). No cookie is set or read.
 */
export const recordOfferView = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'POST',
  path: '/offer-views',
  summary:
    "Count one view of a published offer page: once per visitor per day, never the owner's own (404 for another site's or an unpublished listing)",
  body: offerViewBodySchema,
  responses: { 200: offerViewResultSchema, ...errorResponses(400, 404) },
});
