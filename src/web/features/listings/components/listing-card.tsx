import type { ListingView } from '@common/schemas/listings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { offerPath } from '../offer-path';
import { useListingText } from '../use-listing-text';

/** Widths of the picture variants (media preset "listings"), so the browser picks the smallest that fits. */
const VARIANT_WIDTHS = { thumb: 320, card: 800 } as const;
/** A card is at most a third of a wide page, the full width of a phone. */
const CARD_SIZES = '(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw';

/** The cover picture, or the first one when none is marked. */
export function coverOf(listing: ListingView) {
  return listing.images.find((image) => image.cover) ?? listing.images[0];
}

/** One listing in a grid: cover, name, price, duration, place; the whole card opens the offer page. */
export function ListingCard({ listing }: { listing: ListingView }) {
  const text = useListingText();
  const cover = coverOf(listing);
  const duration = text.duration(listing);
  // A picture by URL is the same address three times: a srcset of it would say nothing.
  const srcSet =
    cover && cover.source === 'upload'
      ? `${cover.thumb} ${VARIANT_WIDTHS.thumb}w, ${cover.card} ${VARIANT_WIDTHS.card}w`
      : undefined;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="listing-card">
      <CardActionArea component={RouterLink} to={offerPath(text.lang, listing.id)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', overflow: 'hidden' }}>
          {cover && (
            <Box
              component="img"
              src={cover.card}
              srcSet={srcSet}
              sizes={srcSet ? CARD_SIZES : undefined}
              alt=""
              loading="lazy"
              decoding="async"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {listing.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mt: 0.5 }}>
            <Typography component="p" variant="subtitle2" color="primary" data-testid="listing-price">
              {text.price(listing)}
            </Typography>
            {duration && (
              <Typography variant="body2" color="text.secondary">
                / {duration}
              </Typography>
            )}
          </Stack>
          {listing.locationText && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {listing.locationText}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The shape of a card while its listing loads. */
export function ListingCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <CardContent>
        <Skeleton width="80%" />
        <Skeleton width="40%" />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
