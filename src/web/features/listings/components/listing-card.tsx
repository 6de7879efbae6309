import type { ListingView } from '@common/schemas/listings';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
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

/**
 * The cards' styles, for the list that holds them (ListingGrid). A card is plain elements with
 * these class names rather than a dozen MUI components: a front page shows twenty of them, and
 * taking over a server page ran each component's style code (Emotion) once per card, the largest
 * share of that work on a phone. It looks and behaves as an outlined MUI Card with a
 * CardActionArea: the hover and keyboard-focus tint, a focus ring from :focus-visible.
 */
export function listingCardStyles(theme: Theme) {
  const { palette } = theme.vars;
  return {
    '& .listing-card': {
      height: '100%',
      overflow: 'hidden',
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: Number(theme.shape.borderRadius) * 1.5,
    },
    '& .listing-card__link': {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      justifyContent: 'flex-start',
      width: '100%',
      height: '100%',
      color: 'inherit',
      textDecoration: 'none',
      borderRadius: 'inherit',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
    },
    '& .listing-card__tint': {
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      backgroundColor: 'currentcolor',
      opacity: 0,
      pointerEvents: 'none',
      transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
    },
    '& .listing-card__link:hover .listing-card__tint': {
      opacity: palette.action.hoverOpacity,
      '@media (hover: none)': { opacity: 0 },
    },
    '& .listing-card__link:focus-visible .listing-card__tint': { opacity: palette.action.focusOpacity },
    '& .listing-card__media': { aspectRatio: '4 / 3', backgroundColor: palette.action.hover, overflow: 'hidden' },
    '& .listing-card__media img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    '& .listing-card__body': { flexGrow: 1, padding: 24 },
    '& .listing-card__title': { ...theme.typography.subtitle1, fontWeight: 600, overflowWrap: 'anywhere', margin: 0 },
    '& .listing-card__terms': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      gap: theme.spacing(1),
      marginTop: theme.spacing(0.5),
    },
    '& .listing-card__price': { ...theme.typography.subtitle2, color: palette.primary.main, margin: 0 },
    '& .listing-card__unit, & .listing-card__place': {
      ...theme.typography.body2,
      color: palette.text.secondary,
      margin: 0,
    },
    '& .listing-card__place': { marginTop: theme.spacing(0.5) },
  } as const;
}

/** One listing in a grid: cover, name, price with its unit (per person, / 2 hours), place; the whole card opens the offer page. */
export function ListingCard({ listing }: { listing: ListingView }) {
  const text = useListingText();
  const cover = coverOf(listing);
  const unit = text.unit(listing);
  // A picture by URL is the same address three times: a srcset of it would say nothing.
  const srcSet =
    cover && cover.source === 'upload'
      ? `${cover.thumb} ${VARIANT_WIDTHS.thumb}w, ${cover.card} ${VARIANT_WIDTHS.card}w`
      : undefined;
  return (
    <div className="listing-card" data-testid="listing-card">
      <RouterLink className="listing-card__link" to={offerPath(text.lang, listing.id)}>
        <div className="listing-card__media">
          {cover && (
            <img
              src={cover.card}
              srcSet={srcSet}
              sizes={srcSet ? CARD_SIZES : undefined}
              alt=""
              loading="lazy"
              decoding="async"
            />
          )}
        </div>
        <div className="listing-card__body">
          <h3 className="listing-card__title">{listing.name}</h3>
          <div className="listing-card__terms">
            <p className="listing-card__price" data-testid="listing-price">
              {text.price(listing)}
            </p>
            {unit && (
              <p className="listing-card__unit" data-testid="listing-price-unit">
                {unit}
              </p>
            )}
          </div>
          {listing.locationText && <p className="listing-card__place">{listing.locationText}</p>}
        </div>
        <span className="listing-card__tint" aria-hidden />
      </RouterLink>
    </div>
  );
}

/** The shape of a card while its listing loads (in a ListingGrid's list, for its styles). */
export function ListingCardSkeleton() {
  return (
    <div className="listing-card" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <div className="listing-card__body">
        <Skeleton width="80%" />
        <Skeleton width="40%" />
        <Skeleton width="60%" />
      </div>
    </div>
  );
}
