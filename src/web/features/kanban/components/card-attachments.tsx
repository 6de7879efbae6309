import type { KanbanAttachment } from '@common/schemas/kanban';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { accessToken } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttachments, useDeleteAttachment, useUploadAttachment } from '../api/kanban';

const FILES = '/api/kanban/attachments/';

/** A private picture: fetched with the Bearer token (an <img> sends none) and shown from a blob. */
function usePrivatePicture(file: string): string | undefined {
  const [src, setSrc] = useState<{ file: string; url: string } | null>(null);
  useEffect(() => {
    const token = accessToken();
    if (!token) return;
    const abort = new AbortController();
    let url: string | null = null;
    fetch(FILES + file, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setSrc({ file, url });
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return src?.file === file ? src.url : undefined;
}

function Thumb({ attachment, onRemove, busy }: { attachment: KanbanAttachment; onRemove: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const thumb = usePrivatePicture(attachment.thumbFile);
  const open = async () => {
    const token = accessToken();
    const res = await fetch(FILES + attachment.fullFile, { headers: { authorization: `Bearer ${token ?? ''}` } });
    if (res.ok) window.open(URL.createObjectURL(await res.blob()), '_blank', 'noopener');
  };
  return (
    <Box component="li" sx={{ listStyle: 'none', position: 'relative', width: 120 }} data-testid="kanban-attachment">
      <Box
        component="button"
        type="button"
        onClick={() => void open()}
        aria-label={t('kanban.attachments.open', { name: attachment.name })}
        sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover', cursor: 'zoom-in' }}
      >
        {thumb ? (
          <Box
            component="img"
            src={thumb}
            alt=""
            sx={{ display: 'block', width: 118, height: 80, objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ width: 118, height: 80, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={18} aria-label={t('common.loading')} />
          </Box>
        )}
      </Box>
      <Typography variant="caption" noWrap component="p" title={attachment.name}>
        {attachment.name}
      </Typography>
      <IconButton
        size="small"
        onClick={onRemove}
        disabled={busy}
        aria-label={t('kanban.attachments.remove', { name: attachment.name })}
        sx={{ position: 'absolute', top: 2, insetInlineEnd: 2, bgcolor: 'background.paper' }}
      >
        <IconTrash size={14} aria-hidden />
      </IconButton>
    </Box>
  );
}

/**
 * A card's pictures (the media module keeps pictures only): thumbnails that open the full size,
 * an upload button, and remove.
 */
export function CardAttachments({ boardId, cardId }: { boardId: string; cardId: string }) {
  const { t } = useTranslation();
  const list = useAttachments(boardId, cardId);
  const upload = useUploadAttachment(boardId, cardId);
  const remove = useDeleteAttachment(boardId, cardId);
  const input = useRef<HTMLInputElement>(null);
  const failure = upload.error ?? remove.error;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('kanban.attachments.title')}>
      <Typography variant="subtitle2" component="h3">
        {t('kanban.attachments.title')}
      </Typography>
      {list.isPending && <CircularProgress size={20} aria-label={t('common.loading')} />}
      {list.isError && <Alert severity="error">{t('kanban.attachments.loadError')}</Alert>}
      {list.data?.items.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          {t('kanban.attachments.empty')}
        </Typography>
      )}
      {list.data && list.data.items.length > 0 && (
        <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 1.5, m: 0, p: 0 }}>
          {list.data.items.map((a) => (
            <Thumb key={a.id} attachment={a} busy={remove.isPending} onRemove={() => remove.mutate(a.id)} />
          ))}
        </Stack>
      )}
      {failure ? (
        <Alert severity="error" role="alert">
          {errorText(t, failure)}
        </Alert>
      ) : null}
      <div>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-label={t('kanban.attachments.add')}
          data-testid="kanban-attachment-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
        <Button
          size="small"
          variant="outlined"
          startIcon={upload.isPending ? <CircularProgress size={14} /> : <IconPaperclip size={16} aria-hidden />}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t('kanban.attachments.add')}
        </Button>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
          {t('kanban.attachments.hint')}
        </Typography>
      </div>
    </Stack>
  );
}
