import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { IconArrowLeft, IconArrowRight, IconRefresh, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useErrorText } from '@web/lib/error-text';
import { usePictureSrc } from '@web/lib/use-picture-src';
import { useTranslation } from 'react-i18next';
import type { ImageDraft } from '../lib/image-drafts';

interface ImageTileProps {
  draft: ImageDraft;
  position: number;
  count: number;
  cover: boolean;
  disabled: boolean;
  /** A saved picture of an unpublished listing: loaded with the access token (usePictureSrc). */
  privatePicture: boolean;
  onMove: (step: -1 | 1) => void;
  /** Another tile was dragged onto this one (the buttons do the same from the keyboard). */
  onDropTile: (fromKey: string) => void;
  onCover: () => void;
  onRemove: () => void;
  /** Absent while the listing is not saved yet (a picture is only sent with the listing). */
  onRetry?: (() => void) | undefined;
}

const nameOf = (draft: ImageDraft, fallback: string) =>
  draft.kind === 'file' ? draft.file.name : draft.kind === 'url' ? draft.url : fallback;
const srcOf = (draft: ImageDraft) =>
  draft.kind === 'saved' ? draft.image.thumb : draft.kind === 'file' ? draft.preview : draft.url;

/** One picture of the form: thumbnail, its state, and buttons to move, crown or drop it. */
/** A drag of a tile carries its key under this type, so a dropped file is never mistaken for one. */
const TILE_TYPE = 'application/x-listing-image';

export function ImageTile({
  draft,
  position,
  count,
  cover,
  disabled,
  privatePicture,
  onMove,
  onDropTile,
  onCover,
  onRemove,
  onRetry,
}: ImageTileProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // "Earlier" points to where the row starts: left in English, right in Arabic.
  const rtl = useTheme().direction === 'rtl';
  const name = nameOf(draft, t('listingEditor.images.picture', { n: position + 1 }));
  const state = draft.kind === 'saved' ? 'saved' : draft.state;
  const broken = state === 'failed' || state === 'invalid';
  const src = usePictureSrc(srcOf(draft), privatePicture);
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={name}
      draggable={!disabled}
      onDragStart={(e) => {
        e.dataTransfer.setData(TILE_TYPE, draft.key);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(TILE_TYPE)) e.preventDefault();
      }}
      onDrop={(e) => {
        const from = e.dataTransfer.getData(TILE_TYPE);
        if (!from) return;
        e.preventDefault();
        e.stopPropagation();
        onDropTile(from);
      }}
      sx={{
        cursor: disabled ? 'default' : 'grab',
        listStyle: 'none',
        overflow: 'hidden',
        borderColor: broken ? 'error.main' : cover ? 'primary.main' : 'divider',
        borderWidth: cover || broken ? 2 : 1,
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          src={src}
          alt=""
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: broken ? 0.4 : 1 }}
        />
        {cover && (
          <Chip
            size="small"
            color="primary"
            label={t('listingEditor.images.cover')}
            sx={{ position: 'absolute', top: 8, insetInlineStart: 8 }}
          />
        )}
        {state === 'pending' && (
          <Chip
            size="small"
            label={t('listingEditor.images.notSent')}
            sx={{ position: 'absolute', bottom: 8, insetInlineStart: 8, bgcolor: 'background.paper' }}
          />
        )}
      </Box>
      {state === 'uploading' && draft.kind !== 'saved' && (
        <LinearProgress
          variant="determinate"
          value={draft.progress}
          aria-label={t('listingEditor.images.progress', { name })}
        />
      )}
      <Box sx={{ p: 1 }}>
        <Typography variant="caption" noWrap component="p" title={name}>
          {name}
        </Typography>
        {broken && draft.kind !== 'saved' && (
          <Typography variant="caption" color="error" component="p" role="alert">
            {errorText(draft.error)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, mt: 0.5, flexWrap: 'wrap' }}>
          <Tooltip title={t('listingEditor.images.moveEarlier')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('listingEditor.images.moveEarlier')}
                disabled={disabled || position === 0}
                onClick={() => onMove(-1)}
              >
                {rtl ? <IconArrowRight size={18} /> : <IconArrowLeft size={18} />}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('listingEditor.images.moveLater')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('listingEditor.images.moveLater')}
                disabled={disabled || position === count - 1}
                onClick={() => onMove(1)}
              >
                {rtl ? <IconArrowLeft size={18} /> : <IconArrowRight size={18} />}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('listingEditor.images.makeCover')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('listingEditor.images.makeCover')}
                aria-pressed={cover}
                disabled={disabled || broken}
                onClick={onCover}
              >
                {cover ? <IconStarFilled size={18} /> : <IconStar size={18} />}
              </IconButton>
            </span>
          </Tooltip>
          <Box sx={{ flex: 1 }} />
          {state === 'failed' && onRetry && (
            <Button size="small" startIcon={<IconRefresh size={16} />} disabled={disabled} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          <Tooltip title={t('listingEditor.images.remove')}>
            <span>
              <IconButton
                size="small"
                color="error"
                aria-label={t('listingEditor.images.removeNamed', { name })}
                disabled={disabled}
                onClick={onRemove}
              >
                <IconTrash size={18} />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
    </Paper>
  );
}
