import { imageUrlSchema, LISTING_IMAGE_TYPES, LISTING_IMAGES_MAX } from '@common/schemas/listings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconLink, IconPhoto, IconUpload } from '@tabler/icons-react';
import { errorText } from '@web/lib/error-text';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addFiles,
  addUrl,
  coverKeyOf,
  moveDraft,
  moveDraftTo,
  removeDraft,
  type ImagesState,
} from '../lib/image-drafts';
import { ImageTile } from './image-tile';

interface ImageAreaProps {
  state: ImagesState;
  onChange: (change: (state: ImagesState) => ImagesState) => void;
  disabled: boolean;
  onRetry?: ((key: string) => void) | undefined;
  /** The listing is not published: its saved pictures are private and load with the access token. */
  privatePictures: boolean;
}

/** Drop zone, file picker and address field for the listing's pictures, and the pictures themselves. */
export function ImageArea({ state, onChange, disabled, onRetry, privatePictures }: ImageAreaProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [urlOpen, setUrlOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const cover = coverKeyOf(state);

  const take = (files: FileList | null) => {
    if (files && files.length > 0) onChange((s) => addFiles(s, [...files]));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) take(e.dataTransfer.files);
  };
  const submitUrl = () => {
    const parsed = imageUrlSchema.safeParse({ url });
    if (!parsed.success) return setUrlError(parsed.error.issues[0]?.message ?? 'imageUrlInvalid');
    onChange((s) => addUrl(s, parsed.data.url));
    setUrl('');
    setUrlError(null);
    setUrlOpen(false);
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 3, sm: 5 },
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <Box sx={{ color: 'primary.main', mb: 1 }}>
          <IconPhoto size={40} stroke={1.5} />
        </Box>
        <Typography variant="h6" component="p">
          {t('listingEditor.images.drop')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t('listingEditor.images.hint', { max: LISTING_IMAGES_MAX })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button
            variant="contained"
            startIcon={<IconUpload size={18} />}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {t('listingEditor.images.browse')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<IconLink size={18} />}
            disabled={disabled}
            onClick={() => setUrlOpen((o) => !o)}
            aria-expanded={urlOpen}
          >
            {t('listingEditor.images.addUrl')}
          </Button>
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={LISTING_IMAGE_TYPES.join(',')}
          data-testid="listing-image-input"
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </Box>
      {urlOpen && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            size="small"
            type="url"
            label={t('listingEditor.images.urlLabel')}
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submitUrl();
              }
            }}
            error={urlError !== null}
            helperText={urlError ? errorText(t, urlError) : undefined}
          />
          <Button variant="contained" onClick={submitUrl} disabled={disabled} sx={{ flexShrink: 0 }}>
            {t('listingEditor.images.addUrlConfirm')}
          </Button>
        </Stack>
      )}
      {state.items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('listingEditor.images.list')}
          sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
        >
          {state.items.map((draft, n) => (
            <ImageTile
              key={draft.key}
              draft={draft}
              position={n}
              count={state.items.length}
              cover={draft.key === cover}
              disabled={disabled}
              privatePicture={privatePictures}
              onMove={(step) => onChange((s) => moveDraft(s, draft.key, step))}
              onDropTile={(fromKey) => onChange((s) => moveDraftTo(s, fromKey, draft.key))}
              onCover={() => onChange((s) => ({ ...s, coverKey: draft.key }))}
              onRemove={() => onChange((s) => removeDraft(s, draft.key))}
              onRetry={onRetry ? () => onRetry(draft.key) : undefined}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
