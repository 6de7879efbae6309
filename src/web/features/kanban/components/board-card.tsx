import type { KanbanCard } from '@common/schemas/kanban';
import type { PersonCard } from '@common/schemas/people';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCalendar, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isOverdue, labelColor } from '../lib/labels';
import { PersonAvatar } from './person-avatar';

interface BoardCardProps {
  card: KanbanCard;
  members: PersonCard[];
  dragging: boolean;
  onOpen: () => void;
}

/**
 * A card on the board: the whole card is the drag handle (pointer after a few pixels, Space by
 * keyboard) and opens on a click or Enter.
 */
export function BoardCard({ card, members, dragging, onOpen }: BoardCardProps) {
  const { t, i18n } = useTranslation();
  const {
    attributes,
    listeners: dragListeners,
    setNodeRef,
    transform,
    transition,
  } = useSortable({ id: card.id, data: { type: 'card' } });
  const assignees = card.assigneeIds
    .map((id) => members.find((m) => m.id === id))
    .filter((m): m is PersonCard => m !== undefined);
  const { onKeyDown, ...listeners } = dragListeners ?? {};
  const due = card.dueDate
    ? new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${card.dueDate}T00:00:00Z`),
      )
    : null;

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Paper
        ref={setNodeRef}
        data-testid="kanban-card"
        data-card-id={card.id}
        elevation={dragging ? 6 : 1}
        style={{ transform: CSS.Translate.toString(transform), transition: transition }}
        sx={{
          p: 1.5,
          cursor: 'grab',
          touchAction: 'manipulation',
          opacity: dragging ? 0.7 : 1,
          outlineOffset: 2,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
        {...attributes}
        aria-roledescription={t('kanban.card.roleDescription')}
        aria-label={card.title}
        {...listeners}
        onKeyDown={(e: React.KeyboardEvent<HTMLDivElement>) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onOpen();
            return;
          }
          (onKeyDown as ((e: React.KeyboardEvent) => void) | undefined)?.(e);
        }}
        onClick={onOpen}
      >
        {card.labels.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            {card.labels.map((label) => (
              <Chip key={label} size="small" color={labelColor(label)} label={t(`kanban.labels.${label}`)} />
            ))}
          </Stack>
        )}
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {card.title}
        </Typography>
        {(due || card.comments > 0 || assignees.length > 0) && (
          <Stack direction="row" spacing={1.5} sx={{ mt: 1, alignItems: 'center' }}>
            {due && (
              <Typography
                variant="caption"
                color={isOverdue(card.dueDate!) ? 'error' : 'textSecondary'}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                title={t('kanban.card.due')}
              >
                <IconCalendar size={14} aria-hidden /> {due}
              </Typography>
            )}
            {card.comments > 0 && (
              <Typography
                variant="caption"
                color="textSecondary"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                aria-label={t('kanban.card.commentCount', { count: card.comments })}
              >
                <IconMessage size={14} aria-hidden /> {card.comments}
              </Typography>
            )}
            <Box sx={{ flex: 1 }} />
            {assignees.length > 0 && (
              <AvatarGroup max={3} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}>
                {assignees.map((person) => (
                  <PersonAvatar key={person.id} person={person} size={24} />
                ))}
              </AvatarGroup>
            )}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
