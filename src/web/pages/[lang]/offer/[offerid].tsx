import Container from '@mui/material/Container';
import { OfferDetails, prefetchOffer, useLanguageFromPath } from '@web/features/listings';
import { MessageOwnerButton } from '@web/features/messages';
import { OfferViewBeacon } from '@web/features/seller-home';
import { CallOwnerButton } from '@web/features/video-call';
import type { PagePrefetch } from '@web/lib/page-data';
import type { RouteMeta } from '@web/lib/route-meta';
import { Island } from '@web/islands/island';
import { useParams } from 'react-router';

export const meta: RouteMeta = {
  public: true,
  layout: 'front',
  i18n: ['listings', 'messages', 'video'],
  islands: true,
};

export const prefetch: PagePrefetch = prefetchOffer;

/** One published offer (SPEC.md: /:lang/offer/:offerid), shown in the language its address names. */
export default function OfferPage() {
  const { lang, offerid } = useParams();
  useLanguageFromPath(lang);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <OfferDetails
        id={offerid ?? ''}
        messageAction={(listing) => (
          <Island
            name="message-owner-button"
            component={MessageOwnerButton}
            props={{ listingId: listing.id, ownerId: listing.owner.id }}
          />
        )}
        callAction={(listing) => (
          <Island
            name="call-owner-button"
            component={CallOwnerButton}
            props={{ ownerId: listing.owner.id, ownerName: listing.owner.name, about: listing.name }}
          />
        )}
      />
      {/* The owner's home counts the page's views (issue #33); once the page is idle, nothing to see. */}
      <Island name="offer-view-beacon" component={OfferViewBeacon} props={{ listingId: offerid ?? '' }} when="idle" />
    </Container>
  );
}
