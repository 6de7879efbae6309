import type { KanbanCard } from '@common/schemas/kanban';
import type { PersonCard } from '@common/schemas/people';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCalendar, IconMessage } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOverdue, labelColor } from '../lib/labels';
import { PersonAvatar } from './person-avatar';

interface BoardCardProps {
  card: KanbanCard;
  members: PersonCard[];
  /** "Card" in the reader's language: translated once by the column, not by each card. */
  roleDescription: string;
  onOpen: (card: KanbanCard) => void;
}

/**
 * A card on the board: the whole card is the drag handle (pointer after a few pixels, Space by
 * keyboard) and opens on a click or Enter.
 *
 * Split in two for a board of hundreds of cards (issue #35's 100 ms interaction budget): dnd-kit
 * re-renders every sortable item on each step of a drag, so this outer part is a plain list item
 * holding the drag state, and the card's face (MUI chips, avatars, dates) is memoised and drawn
 * again only when its card or its people change. The list item's look (surface, shadow, focus
 * ring, the dragged state) comes from the column's list styles, not from per-card styles.
 */
export function BoardCard({ card, members, roleDescription, onOpen }: BoardCardProps) {
  const {
    attributes,
    listeners: dragListeners,
    setNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: card.id, data: { type: 'card' } });
  const { onKeyDown, ...listeners } = dragListeners ?? {};
  return (
    <li
      ref={setNodeRef}
      className={CARD_SLOT_CLASS}
      data-testid="kanban-card"
      data-card-id={card.id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...attributes}
      aria-roledescription={roleDescription}
      aria-label={card.title}
      {...listeners}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onOpen(card);
          return;
        }
        (onKeyDown as ((e: React.KeyboardEvent) => void) | undefined)?.(e);
      }}
      onClick={() => onOpen(card)}
    >
      <CardFace card={card} members={members} />
    </li>
  );
}

/** The class of a card's list item, which the column's list styles (board-column.tsx). */
export const CARD_SLOT_CLASS = 'kanban-card-slot';

// One formatter per language for every card's due date: making one costs more than using it.
const dueFormats = new Map<string, Intl.DateTimeFormat>();
function dueFormat(language: string): Intl.DateTimeFormat {
  let format = dueFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dueFormats.set(language, format);
  }
  return format;
}

const CardFace = memo(function CardFace({ card, members }: { card: KanbanCard; members: PersonCard[] }) {
  const { t, i18n } = useTranslation();
  const assignees = card.assigneeIds
    .map((id) => members.find((m) => m.id === id))
    .filter((m): m is PersonCard => m !== undefined);
  const due = card.dueDate ? dueFormat(i18n.language).format(new Date(`${card.dueDate}T00:00:00Z`)) : null;

  return (
    <>
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
    </>
  );
});
