import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { ListingView } from '@common/schemas/listings';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '@web/lib/initials';
import { Island } from '@web/islands/island';
import { listingOptions } from '../queries';
import { useListingText } from '../use-listing-text';
import { NotPublicBanner } from './not-public-banner';
import { OfferGallery } from './offer-gallery';

/** A button of a feature a later release brings: seen, not usable, and says so on hover and focus. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography>{children}</Typography>
    </Stack>
  );
}

/**
 * The offer's own page, from the listing the page's prefetch put in the cache. The page passes
 * the "Send a message" action (another feature's); without it the button says it is coming.
 */
export function OfferDetails({
  id,
  messageAction,
  callAction,
}: {
  id: string;
  /** "Send a message" and "Video call" come from their own features; the page passes them in. */
  messageAction: (listing: ListingView) => ReactNode;
  callAction: (listing: ListingView) => ReactNode;
}) {
  const { t } = useTranslation();
  const text = useListingText();
  const { data: listing } = useQuery(listingOptions(id));
  if (!listing) return null;
  const price = text.price(listing);
  const unit = text.unit(listing);
  const duration = text.duration(listing);
  // Not public: only its owner or an admin got it from the API (prefetch.ts). Never server-rendered.
  const isPublic = listing.status === 'published';
  return (
    <>
      {!isPublic && (
        <>
          {/* React puts it in the head while the page shows: a page not public is not for search engines. */}
          <meta name="robots" content="noindex" />
          <NotPublicBanner listing={listing} />
        </>
      )}
      <Box
        component="article"
        sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}
      >
        {/* The gallery is an island of the server's page (ADR 0026); the facts and description stay static. */}
        <Island
          name="offer-gallery"
          component={OfferGallery}
          props={{ images: listing.images, name: listing.name, isPrivate: !isPublic }}
        />
        <Stack spacing={2.5}>
          <Typography component="h1" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {listing.name}
          </Typography>
          <Typography variant="h4" component="p" color="primary" data-testid="offer-price">
            {price}
            {unit && (
              <Typography component="span" variant="h6" color="textSecondary" data-testid="offer-price-unit">
                {' '}
                {unit}
              </Typography>
            )}
          </Typography>
          {duration && <Fact icon={<IconClock size={20} aria-hidden />}>{duration}</Fact>}
          {listing.locationText && <Fact icon={<IconMapPin size={20} aria-hidden />}>{listing.locationText}</Fact>}
          {/* Nobody but its owner and admins can see it yet: nobody to write to or call about it. */}
          {isPublic && (
            <Stack spacing={1.5}>
              {messageAction(listing)}
              {callAction(listing)}
            </Stack>
          )}
          <Card variant="outlined">
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              {/* The theme's own pair for text on the main colour, readable on every site's palette. */}
              <Avatar
                sx={{ width: 48, height: 48, fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' }}
                aria-hidden
              >
                {initials(listing.owner.name)}
              </Avatar>
              <Box>
                <Typography variant="overline" component="p" color="textSecondary">
                  {t('listings.offer.owner')}
                </Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid="offer-owner">
                  {listing.owner.name}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        </Stack>
        {listing.description && (
          <Box component="section" sx={{ gridColumn: '1 / -1', maxWidth: '75ch' }}>
            <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
              {t('listings.offer.description')}
            </Typography>
            <Box
              // The server sanitized this HTML against its allow-list when the listing was saved (ADR 0013).
              dangerouslySetInnerHTML={{ __html: listing.description }}
              sx={{
                typography: 'body1',
                overflowWrap: 'anywhere',
                '& img': { maxWidth: '100%', height: 'auto' },
                '& :where(p, ul, ol, blockquote)': { mt: 0, mb: 1.5 },
                '& blockquote': {
                  borderInlineStart: 4,
                  borderColor: 'divider',
                  paddingInlineStart: 2,
                  mx: 0,
                  color: 'text.secondary',
                },
              }}
            />
          </Box>
        )}
      </Box>
    </>
  );
}
