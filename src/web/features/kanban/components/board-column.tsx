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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteColumn, useRenameColumn } from '../api/kanban';
import { AddCard } from './add-card';
import { BoardCard } from './board-card';
import { NameField } from './name-field';

interface BoardColumnProps {
  boardId: string;
  column: KanbanColumn;
  cards: KanbanCard[];
  members: PersonCard[];
  draggingId: string | null;
  onOpenCard: (card: KanbanCard) => void;
}

/** One column: a sortable item among the columns (by its handle) and the sortable list of its cards. */
export function BoardColumn({ boardId, column, cards, members, draggingId, onOpenCard }: BoardColumnProps) {
  const { t } = useTranslation();
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
              {cards.length}
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
      <SortableContext items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <Stack
          spacing={1}
          sx={{ minHeight: 48 }}
          component="ol"
          aria-label={column.name}
          style={{ margin: 0, padding: 0 }}
        >
          {cards.map((card) => (
            <BoardCard
              key={card.id}
              card={card}
              members={members}
              dragging={draggingId === card.id}
              onOpen={() => onOpenCard(card)}
            />
          ))}
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
        text={t('kanban.column.deleteText', { count: cards.length })}
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
