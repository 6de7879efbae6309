import Box from '@mui/material/Box';
import { IconPhoto } from '@tabler/icons-react';
import { usePictureSrc } from '@web/lib/use-picture-src';

/** The picture itself, a hook's user of its own so a listing without one asks for nothing. */
function ThumbImage({ url, isPrivate }: { url: string; isPrivate: boolean }) {
  return (
    <Box
      component="img"
      src={usePictureSrc(url, isPrivate)}
      alt=""
      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

/**
 * A listing's small cover in a seller's lists (my items, the seller home): the picture, or a
 * placeholder icon when it has none. An unpublished listing's pictures are private, so they are
 * loaded with the access token (usePictureSrc).
 */
export function ListingThumb({
  url,
  isPrivate,
  width,
  height,
}: {
  url: string | undefined;
  isPrivate: boolean;
  width: number;
  height: number;
}) {
  return (
    <Box
      sx={{
        width,
        height,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {url ? <ThumbImage url={url} isPrivate={isPrivate} /> : <IconPhoto size={Math.round(height / 2.2)} aria-hidden />}
    </Box>
  );
}
