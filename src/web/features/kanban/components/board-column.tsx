import { columnNameField, type KanbanCard, type KanbanColumn } from '@common/schemas/kanban';
import type { PersonCard } from '@common/schemas/people';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconDotsVertical, IconGripVertical } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteColumn, useRenameColumn } from '../api/kanban';
import { AddCard } from './add-card';
import { ShowMoreCards } from './show-more-cards';
import { BoardCard, CARD_SLOT_CLASS } from './board-card';
import { NameField } from './name-field';

interface BoardColumnProps {
  boardId: string;
  column: KanbanColumn;
  /** The column's card ids in order (kept the same array while the column does not change). */
  cardIds: string[];
  /** How many of its cards the column draws (CARDS_PER_STEP, growing as the reader scrolls). */
  limit: number;
  /** The card being dragged, drawn wherever it is carried, even past the limit. */
  activeId: string | undefined;
  onShowMore: (columnId: string) => void;
  cardsById: Map<string, KanbanCard>;
  members: PersonCard[];
  onOpenCard: (card: KanbanCard) => void;
}

/**
 * The cards' list items, styled once here rather than by each of hundreds of cards. A card out of
 * view is skipped by the browser's style, layout and paint work (content-visibility), with its
 * last drawn height kept for it, so a long column costs little until it is scrolled.
 */
const CARD_LIST_SX = {
  minHeight: 48,
  [`& > .${CARD_SLOT_CLASS}`]: {
    listStyle: 'none',
    p: 1.5,
    borderRadius: 1,
    bgcolor: 'background.paper',
    boxShadow: 1,
    cursor: 'grab',
    touchAction: 'manipulation',
    outlineOffset: 2,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 88px',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    '&[data-dragging]': { boxShadow: 6, opacity: 0.7 },
  },
} as const;

/** One column: a sortable item among the columns (by its handle) and the sortable list of its cards. */
export function BoardColumn({
  boardId,
  column,
  cardIds,
  limit,
  activeId,
  onShowMore,
  cardsById,
  members,
  onOpenCard,
}: BoardColumnProps) {
  const { t } = useTranslation();
  const roleDescription = t('kanban.card.roleDescription');
  // The same array while nothing changes, so the sortable list is not rebuilt on every render.
  const shownIds = useMemo(() => {
    const carried = activeId === undefined ? -1 : cardIds.indexOf(activeId);
    const count = Math.max(limit, carried + 1);
    return count >= cardIds.length ? cardIds : cardIds.slice(0, count);
  }, [cardIds, limit, activeId]);
  const cards = useMemo(
    () => shownIds.map((id) => cardsById.get(id)).filter((c): c is KanbanCard => c !== undefined),
    [shownIds, cardsById],
  );
  const hidden = cardIds.length - shownIds.length;
  const {
    attributes,
    listeners: dragListeners,
    setNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: column.id, data: { type: 'column' } });
  const rename = useRenameColumn(boardId);
  const remove = useDeleteColumn(boardId);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirm, setConfirm] = useState(false);

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={column.name}
      data-testid="kanban-column"
      variant="outlined"
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      sx={{
        flex: '0 0 auto',
        width: { xs: 'min(300px, calc(100vw - 64px))', sm: 290 },
        scrollSnapAlign: 'start',
        bgcolor: 'action.hover',
        opacity: isDragging ? 0.6 : 1,
        p: 1.5,
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton
          size="small"
          aria-label={t('kanban.column.drag', { name: column.name })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...dragListeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </IconButton>
        {renaming ? (
          <NameField
            label={t('kanban.column.name')}
            initial={column.name}
            schema={columnNameField}
            pending={rename.isPending}
            onCancel={() => setRenaming(false)}
            onSave={async (name) => {
              await rename.mutateAsync({ columnId: column.id, name });
              setRenaming(false);
            }}
          />
        ) : (
          <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {column.name}{' '}
            <Typography component="span" variant="body2" color="textSecondary">
              {cardIds.length}
            </Typography>
          </Typography>
        )}
        <IconButton
          size="small"
          aria-label={t('kanban.column.actions', { name: column.name })}
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <IconDotsVertical size={18} aria-hidden />
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setRenaming(true);
            }}
          >
            {t('kanban.column.rename')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setConfirm(true);
            }}
            sx={{ color: 'error.main' }}
          >
            {t('kanban.column.delete')}
          </MenuItem>
        </Menu>
      </Stack>
      <SortableContext items={shownIds} strategy={verticalListSortingStrategy}>
        <Stack spacing={1} sx={CARD_LIST_SX} component="ol" aria-label={column.name} style={{ margin: 0, padding: 0 }}>
          {cards.map((card) => (
            <BoardCard
              key={card.id}
              card={card}
              members={members}
              roleDescription={roleDescription}
              onOpen={onOpenCard}
            />
          ))}
          {hidden > 0 && (
            // Keyed by the limit: a new sentinel is observed afresh, so one still in view asks again.
            <ShowMoreCards key={limit} count={hidden} onShow={() => onShowMore(column.id)} />
          )}
          {cards.length === 0 && (
            <Box component="li" sx={{ listStyle: 'none' }}>
              <Typography variant="body2" color="textSecondary" sx={{ py: 1, textAlign: 'center' }}>
                {t('kanban.column.empty')}
              </Typography>
            </Box>
          )}
        </Stack>
      </SortableContext>
      <AddCard boardId={boardId} columnId={column.id} />
      <ConfirmDialog
        open={confirm}
        title={t('kanban.column.deleteTitle', { name: column.name })}
        text={t('kanban.column.deleteText', { count: cardIds.length })}
        confirmLabel={t('kanban.column.delete')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(column.id, { onSuccess: () => setConfirm(false) })}
        onClose={() => setConfirm(false)}
      />
    </Paper>
  );
}
