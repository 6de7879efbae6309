import { recordOfferView } from '@common/api/offer-views';
import { callApi } from '@web/lib/api-client';
import { useEffect } from 'react';

/**
 * Tells the server an offer page is being looked at, once it shows in a browser (issue #33):
 * the seller's home counts it, once per visitor per day and never the owner's own (the server
 * decides from the session, if any, or a salted hash; no cookie). Draws nothing. A failure is
 * nobody's business but the count's.
 */
export function OfferViewBeacon({ listingId }: { listingId: string }) {
  useEffect(() => {
    callApi(recordOfferView, { body: { listingId } }).catch(() => undefined);
  }, [listingId]);
  return null;
}
