import type { ConversationView } from '@common/schemas/messages';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function Thumb({ src }: { src: string | null }) {
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt=""
      sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'text.disabled' }}
    >
      <IconPhoto size={22} aria-hidden />
    </Avatar>
  );
}

/** A short relative-or-date label: the time today, the date before. */
function when(iso: string, locale: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString(locale, { timeStyle: 'short' })
    : date.toLocaleDateString(locale, { dateStyle: 'short' });
}

/** The member's conversations: the other person, the listing, the last message, time and unread count. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: readonly ConversationView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <List
      component="nav"
      aria-label={t('messages.listLabel')}
      disablePadding
      sx={{ overflowY: 'auto', height: '100%' }}
    >
      {conversations.map((c) => {
        const selected = c.id === selectedId;
        return (
          <ListItemButton
            key={c.id}
            selected={selected}
            aria-current={selected ? 'true' : undefined}
            onClick={() => onSelect(c.id)}
            data-testid="conversation"
            sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Badge
              color="error"
              badgeContent={c.unread}
              max={99}
              overlap="rectangular"
              slotProps={{ badge: { 'aria-label': t('notifications.unreadMessages', { count: c.unread }) } as object }}
            >
              <Thumb src={c.listing?.thumb ?? null} />
            </Badge>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography noWrap sx={{ fontWeight: c.unread > 0 ? 700 : 600 }}>
                  {c.other.name}
                </Typography>
                <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
                  {when(c.lastMessageAt, i18n.language)}
                </Typography>
              </Box>
              <Typography variant="body2" color="textSecondary" noWrap>
                {c.listing?.name}
              </Typography>
              <Typography variant="body2" noWrap sx={{ fontWeight: c.unread > 0 ? 600 : 400 }}>
                {c.lastMessage ? c.lastMessage.body : t('messages.noMessagesYet')}
              </Typography>
            </Box>
          </ListItemButton>
        );
      })}
    </List>
  );
}
