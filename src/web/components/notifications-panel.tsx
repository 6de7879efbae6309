import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBellOff, IconPhoneX } from '@tabler/icons-react';
import { useConversations, useMarkRead } from '@web/lib/conversations';
import { initials } from '@web/lib/initials';
import { useMarkCallsSeen, useMissedCalls } from '@web/lib/missed-calls';
import { callUserPath, conversationPath, PATHS } from '@web/lib/paths';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface NotificationsPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Unread messages, as the bell counts them (the list itself is asked for only while open). */
  unread: number;
}

/**
 * The notifications popover: missed calls not yet seen and conversations with unread messages,
 * and "Mark all as read". Its own chunk, loaded when the bell is first used (ADR 0021): Popover,
 * Modal, the list and their transitions are not needed to paint a signed-in page.
 */
export default function NotificationsPanel({ anchor, onClose: close, unread }: NotificationsPanelProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const open = anchor !== null;
  const conversations = useConversations(open);
  const markRead = useMarkRead();
  const calls = useMissedCalls();
  const markSeen = useMarkCallsSeen();
  const missed = (calls.data?.items ?? []).filter((c) => !c.seen);
  const waiting = (conversations.data ?? []).filter((c) => c.unread > 0);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const empty = waiting.length === 0 && missed.length === 0;

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 340, mt: 0.5 } } }}
    >
      <Box
        sx={{
          px: 2.5,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography
          id={titleId}
          ref={title}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ flex: 1, outline: 'none' }}
        >
          {t('navbar.notifications')}
        </Typography>
        {!empty && (
          <Button
            size="small"
            disabled={markRead.isPending || markSeen.isPending}
            onClick={() => {
              // One request per conversation: there are few, and each keeps its own read mark.
              for (const c of waiting) markRead.mutate(c.id);
              // Only the calls shown: one missed meanwhile stays new until it is seen.
              if (missed.length > 0) markSeen.mutate(missed.map((c) => c.id));
              // The button goes with the last item: focus stays in the dialog (Escape still closes it).
              title.current?.focus();
            }}
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Box>
      {empty ? (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 4, color: 'text.secondary' }}>
          <IconBellOff size={32} stroke={1.5} aria-hidden />
          <Typography variant="body2">
            {conversations.isPending && unread > 0 ? t('notifications.loading') : t('notifications.empty')}
          </Typography>
        </Stack>
      ) : (
        <List disablePadding sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {missed.map((c) => (
            <ListItemButton
              key={c.id}
              component={Link}
              to={callUserPath(c.caller.id)}
              onClick={() => {
                markSeen.mutate([c.id]);
                close();
              }}
              data-testid="missed-call"
              sx={{ gap: 1.5, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}
            >
              {/* The caller's picture when they have one, a missed-call sign on it either way. */}
              <Badge
                overlap="circular"
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                badgeContent={
                  c.caller.avatarUrl ? (
                    <Avatar sx={{ width: 18, height: 18, bgcolor: 'error.main' }} aria-hidden>
                      <IconPhoneX size={12} />
                    </Avatar>
                  ) : null
                }
              >
                <Avatar
                  src={c.caller.avatarUrl ?? undefined}
                  alt=""
                  sx={{ width: 36, height: 36, bgcolor: 'error.main' }}
                  aria-hidden
                >
                  <IconPhoneX size={20} />
                </Avatar>
              </Badge>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                {/* Wraps rather than cuts: the caller's name is what the entry is for. */}
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {t('notifications.missedCallFrom', { name: c.caller.name })}
                </Typography>
                {c.listingName && (
                  <Typography variant="caption" color="textSecondary" component="p" noWrap>
                    {c.listingName}
                  </Typography>
                )}
                <Typography variant="caption" color="textSecondary" component="time" dateTime={c.createdAt}>
                  {when.format(new Date(c.createdAt))}
                </Typography>
              </Box>
              <Typography variant="caption" color="primary" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {t('notifications.callBack')}
              </Typography>
            </ListItemButton>
          ))}
          {waiting.map((c) => (
            <ListItemButton
              key={c.id}
              component={Link}
              to={conversationPath(c.id)}
              onClick={close}
              data-testid="notification"
              sx={{ gap: 1.5, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}
            >
              <Avatar sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 600 }} aria-hidden>
                {initials(c.other.name)}
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  {t('notifications.messageFrom', { name: c.other.name })}
                </Typography>
                <Typography variant="caption" color="textSecondary" component="p" noWrap>
                  {c.listing?.name}
                </Typography>
                {c.lastMessage && (
                  <Typography variant="body2" color="textSecondary" noWrap>
                    {c.lastMessage.body}
                  </Typography>
                )}
              </Box>
              <Typography variant="caption" color="error" sx={{ fontWeight: 700 }}>
                {c.unread > 99 ? '99+' : c.unread}
              </Typography>
            </ListItemButton>
          ))}
        </List>
      )}
      <Box sx={{ p: 1.5, borderTop: empty ? 1 : 0, borderColor: 'divider' }}>
        <Button fullWidth variant="contained" component={Link} to={PATHS.myMessages} onClick={close}>
          {t('notifications.openMessages')}
        </Button>
      </Box>
    </Popover>
  );
}
