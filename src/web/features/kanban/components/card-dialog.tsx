import {
  KANBAN_LABELS,
  updateCardSchema,
  type KanbanBoard,
  type KanbanCard,
  type UpdateCardInput,
} from '@common/schemas/kanban';
import type { PersonCard } from '@common/schemas/people';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notify } from '@web/components/snackbar/snackbar-service';
import { errorText } from '@web/lib/error-text';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCard, useMoveCard, useUpdateCard } from '../api/kanban';
import { cardsOf } from '../lib/board-state';
import { schemaErrors, serverFieldErrors } from '@web/lib/field-errors';
import { labelColor } from '../lib/labels';
import { CardAttachments } from './card-attachments';
import { CardComments } from './card-comments';
import { PersonAvatar } from './person-avatar';

const DescriptionEditor = lazy(() => import('./description-editor'));

interface CardDialogProps {
  board: KanbanBoard;
  card: KanbanCard;
  onClose: () => void;
}

/**
 * A card opened: title, labels, due date, assignees (the board's members), a rich-text
 * description and comments; "Move to" puts it at the end of another column (the way to move
 * without dragging, on a phone or a screen reader); delete asks first.
 */
export function CardDialog({ board, card, onClose }: CardDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const update = useUpdateCard(board.id, card.id);
  const remove = useDeleteCard(board.id);
  const move = useMoveCard(board.id);
  const [title, setTitle] = useState(card.title);
  const [labels, setLabels] = useState<string[]>(card.labels);
  const [dueDate, setDueDate] = useState(card.dueDate ?? '');
  const [assignees, setAssignees] = useState<PersonCard[]>(
    card.assigneeIds.map((id) => board.members.find((m) => m.id === id)).filter((m): m is PersonCard => !!m),
  );
  const [description, setDescription] = useState(card.description);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [confirm, setConfirm] = useState(false);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      title,
      labels,
      dueDate: dueDate === '' ? null : dueDate,
      assigneeIds: assignees.map((a) => a.id),
      description,
    } as UpdateCardInput;
    const bad = schemaErrors(t, updateCardSchema, input);
    if (bad) return setErrors(bad);
    setErrors({});
    setFailure(null);
    try {
      await update.mutateAsync(input);
      notify({ message: t('kanban.card.saved'), severity: 'success' });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      if (fields) setErrors(fields);
      else setFailure(error);
    }
  };

  const moveTo = (columnId: string) => {
    if (columnId === card.columnId) return;
    const last = cardsOf(board, columnId).at(-1)?.id ?? null;
    move.mutate({ cardId: card.id, columnId, afterId: last });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id={titleId}>{t('kanban.card.edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert">
                {errorText(t, failure)}
              </Alert>
            ) : null}
            <TextField
              label={t('kanban.card.title')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors.title}
              helperText={errors.title}
              required
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('kanban.card.column')}
                value={card.columnId}
                onChange={(e) => moveTo(e.target.value)}
                sx={{ flex: 1 }}
              >
                {board.columns.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="date"
                label={t('kanban.card.due')}
                value={dueDate}
                onChange={(e) => setDueDate(e.target.value)}
                error={!!errors.dueDate}
                helperText={errors.dueDate}
                sx={{ flex: 1 }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Box role="group" aria-label={t('kanban.card.labels')}>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                {t('kanban.card.labels')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {KANBAN_LABELS.map((label) => {
                  const on = labels.includes(label);
                  return (
                    <Chip
                      key={label}
                      label={t(`kanban.labels.${label}`)}
                      color={labelColor(label)}
                      variant={on ? 'filled' : 'outlined'}
                      aria-pressed={on}
                      onClick={() => setLabels(on ? labels.filter((l) => l !== label) : [...labels, label])}
                    />
                  );
                })}
              </Stack>
              {errors.labels && (
                <Typography variant="caption" color="error">
                  {errors.labels}
                </Typography>
              )}
            </Box>
            <Autocomplete
              multiple
              options={board.members}
              value={assignees}
              onChange={(_, v) => setAssignees(v)}
              getOptionLabel={(p) => p.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderOption={({ key, ...props }, option) => (
                <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <PersonAvatar person={option} />
                  {option.name}
                </Box>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('kanban.card.assignees')}
                  error={!!errors.assigneeIds}
                  helperText={errors.assigneeIds}
                />
              )}
            />
            <Suspense fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
              <DescriptionEditor
                label={t('kanban.card.description')}
                initialHtml={card.description}
                onChange={setDescription}
                onBlur={() => undefined}
                error={errors.description}
              />
            </Suspense>
            <Divider />
            <CardAttachments boardId={board.id} cardId={card.id} />
            <Divider />
            <CardComments boardId={board.id} cardId={card.id} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" onClick={() => setConfirm(true)} sx={{ marginInlineEnd: 'auto' }}>
            {t('kanban.card.delete')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('kanban.save')}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirm}
        title={t('kanban.card.deleteTitle')}
        text={t('kanban.card.deleteText', { title: card.title })}
        confirmLabel={t('kanban.card.delete')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(card.id, {
            onSuccess: () => {
              setConfirm(false);
              onClose();
            },
          })
        }
        onClose={() => setConfirm(false)}
      />
    </Dialog>
  );
}
