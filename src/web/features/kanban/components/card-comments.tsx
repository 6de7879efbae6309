import { createCommentSchema } from '@common/schemas/kanban';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComments, useCreateComment } from '../api/kanban';
import { schemaErrors, serverFieldErrors } from '@web/lib/field-errors';
import { PersonAvatar } from './person-avatar';

/** A card's comments, oldest first, with who wrote each and when, and a box to add one. */
export function CardComments({ boardId, cardId }: { boardId: string; cardId: string }) {
  const { t, i18n } = useTranslation();
  const comments = useComments(boardId, cardId);
  const create = useCreateComment(boardId, cardId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const send = async () => {
    const bad = schemaErrors(t, createCommentSchema, { body });
    if (bad) return setError(bad.body ?? null);
    setError(null);
    try {
      await create.mutateAsync(body);
      setBody('');
    } catch (failure) {
      const fields = serverFieldErrors(t, failure);
      setError(fields?.body ?? errorText(t, failure));
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={t('kanban.comments.title')}>
      <Typography variant="subtitle2" component="h3">
        {t('kanban.comments.title')}
      </Typography>
      {comments.isPending && <CircularProgress size={20} aria-label={t('common.loading')} />}
      {comments.isError && <Alert severity="error">{t('kanban.comments.loadError')}</Alert>}
      {comments.data?.items.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          {t('kanban.comments.empty')}
        </Typography>
      )}
      {comments.data?.items.map((c) => (
        <Stack key={c.id} direction="row" spacing={1.5} data-testid="kanban-comment">
          {c.author && <PersonAvatar person={c.author} />}
          <div>
            <Typography variant="body2">
              <strong>{c.author?.name ?? t('kanban.comments.formerMember')}</strong>{' '}
              <Typography component="time" variant="caption" color="textSecondary" dateTime={c.createdAt}>
                {when.format(new Date(c.createdAt))}
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.body}
            </Typography>
          </div>
        </Stack>
      ))}
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('kanban.comments.add')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
      />
      <div>
        <Button size="small" variant="outlined" onClick={() => void send()} disabled={create.isPending}>
          {t('kanban.comments.send')}
        </Button>
      </div>
    </Stack>
  );
}
