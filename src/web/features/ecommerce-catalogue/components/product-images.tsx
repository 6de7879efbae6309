import type { ProductImage } from '@common/schemas/ecommerce-catalogue';
import { PRODUCT_IMAGES_MAX } from '@common/schemas/ecommerce-catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { useErrorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProductImage } from '../api/catalogue';

interface ProductImagesProps {
  images: ProductImage[];
  onChange: (images: ProductImage[]) => void;
  /** Only one picture (a category's). */
  single?: boolean;
  error?: string | undefined;
}

/**
 * Pictures of a product: each file is uploaded at once (the media pipeline renders its sizes) and
 * the product names them when it is saved; the first is the cover.
 */
export function ProductImages({ images, onChange, single = false, error }: ProductImagesProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const max = single ? 1 : PRODUCT_IMAGES_MAX;

  const add = async (files: FileList | null) => {
    if (!files) return;
    setFailure(null);
    const room = single ? 1 : max - images.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    setUploading(chosen.length);
    let next = single ? [] : [...images];
    for (const file of chosen) {
      try {
        next = [...next, await uploadProductImage(file)];
        onChange(next);
      } catch (err) {
        setFailure(err);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const remove = (mediaId: string) => onChange(images.filter((i) => i.mediaId !== mediaId));
  const makeCover = (mediaId: string) =>
    onChange([...images.filter((i) => i.mediaId === mediaId), ...images.filter((i) => i.mediaId !== mediaId)]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {images.map((image, index) => (
          <Box
            key={image.mediaId}
            sx={{
              position: 'relative',
              width: 120,
              height: 120,
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <img
              src={image.thumb}
              alt={t('ecommerceCatalogue.form.imageAlt', { n: index + 1 })}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            {index === 0 && !single && (
              <Chip
                size="small"
                color="primary"
                label={t('ecommerceCatalogue.form.cover')}
                sx={{ position: 'absolute', top: 4, insetInlineStart: 4 }}
              />
            )}
            <Stack
              direction="row"
              sx={{ position: 'absolute', bottom: 4, insetInlineEnd: 4, bgcolor: 'background.paper', borderRadius: 1 }}
            >
              {index > 0 && (
                <IconButton
                  size="small"
                  onClick={() => makeCover(image.mediaId)}
                  aria-label={t('ecommerceCatalogue.form.makeCover', { n: index + 1 })}
                >
                  <IconStar size={16} />
                </IconButton>
              )}
              <IconButton
                size="small"
                onClick={() => remove(image.mediaId)}
                aria-label={t('ecommerceCatalogue.form.removeImage', { n: index + 1 })}
              >
                <IconTrash size={16} />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Stack>
      <div>
        {/* The label opens the file chooser; as a button it takes the focus and Enter or Space. */}
        <Button
          component="label"
          variant="outlined"
          startIcon={<IconUpload size={18} />}
          loading={uploading > 0}
          disabled={!single && images.length >= max}
        >
          {t(single ? 'ecommerceCatalogue.form.chooseImage' : 'ecommerceCatalogue.form.addImages')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple={!single}
            hidden
            data-testid="product-image-input"
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </Button>
      </div>
      <Typography
        variant="body2"
        color={failure || error ? 'error' : 'textSecondary'}
        role={failure || error ? 'alert' : undefined}
      >
        {failure ? errorText(failure) : error ? errorText(error) : t('ecommerceCatalogue.form.imagesHint', { max })}
      </Typography>
    </Stack>
  );
}
