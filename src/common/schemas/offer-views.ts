import * as z from 'zod/mini';
import { uuidField } from './fields';

/*
 * An offer page was opened (issue #33): the page's beacon names the listing, nothing else. Apart
 * from the seller home's schemas so the offer page's beacon island brings only these two.
 */
export const offerViewBodySchema = z.object({ listingId: uuidField });
export const offerViewResultSchema = z.object({ counted: z.boolean() });
