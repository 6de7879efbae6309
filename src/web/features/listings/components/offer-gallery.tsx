import type { ListingImageView } from '@common/schemas/listings';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, useState, type KeyboardEvent } from 'react';
import { usePictureSrc } from '@web/lib/use-picture-src';
import { useTranslation } from 'react-i18next';

/** The cover first, then the others in their order. */
export function galleryOrder(images: readonly ListingImageView[]): ListingImageView[] {
  const cover = images.find((image) => image.cover);
  return cover ? [cover, ...images.filter((image) => image !== cover)] : [...images];
}

/**
 * The offer's pictures: a large one and a row of thumbnails. The row is one tab stop; the arrow
 * keys (mirrored right-to-left), Home and End move through it and show the picture at once.
 */
/** A thumbnail of the row; a draft's (only its owner or an admin sees the page) loaded with the token. */
function Thumbnail({ url, isPrivate }: { url: string; isPrivate: boolean }) {
  return (
    <Box
      component="img"
      src={usePictureSrc(url, isPrivate)}
      alt=""
      loading="lazy"
      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

export function OfferGallery({
  images,
  name,
  isPrivate = false,
}: {
  images: readonly ListingImageView[];
  name: string;
  /** A draft or archived listing, seen by its owner or an admin: its pictures need the token. */
  isPrivate?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const ordered = galleryOrder(images);
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = ordered[Math.min(index, ordered.length - 1)];
  const mainSrc = usePictureSrc(current?.full ?? '', isPrivate);

  if (!current) return <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', borderRadius: 2 }} aria-hidden />;

  const show = (next: number) => {
    const wrapped = (next + ordered.length) % ordered.length;
    setIndex(wrapped);
    buttons.current[wrapped]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: index + 1, [back]: index - 1, Home: 0, End: ordered.length - 1 };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    show(target);
  };
  // An object URL has one size: no srcSet for a private picture.
  const srcSet = current.source === 'upload' && !isPrivate ? `${current.card} 800w, ${current.full} 1600w` : undefined;

  return (
    <Box>
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', borderRadius: 2, overflow: 'hidden' }}>
        <Box
          component="img"
          src={mainSrc}
          srcSet={srcSet}
          sizes={srcSet ? '(min-width: 900px) 58vw, 100vw' : undefined}
          alt={t('listings.offer.picture', { name, number: index + 1, total: ordered.length })}
          data-testid="offer-image"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Box>
      {ordered.length > 1 && (
        <Box
          role="toolbar"
          aria-label={t('listings.offer.pictures')}
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', pb: 0.5 }}
        >
          {ordered.map((image, i) => (
            <ButtonBase
              key={image.id}
              ref={(node) => {
                buttons.current[i] = node;
              }}
              tabIndex={i === index ? 0 : -1}
              aria-pressed={i === index}
              aria-label={t('listings.offer.showPicture', { number: i + 1 })}
              onClick={() => setIndex(i)}
              sx={{
                flex: '0 0 auto',
                width: 88,
                aspectRatio: '4 / 3',
                borderRadius: 1,
                overflow: 'hidden',
                outline: 2,
                outlineColor: i === index ? 'primary.main' : 'transparent',
                outlineOffset: 2,
                opacity: i === index ? 1 : 0.7,
                '&.Mui-focusVisible': { outlineColor: 'primary.dark', opacity: 1 },
              }}
            >
              <Thumbnail url={image.thumb} isPrivate={isPrivate} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
