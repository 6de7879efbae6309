import { CHAT_STATUSES, type ChatList, type ChatStatus, type ChatView } from '@common/schemas/chat';
import type { PersonCard } from '@common/schemas/people';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconSearch } from '@tabler/icons-react';
import { initials } from '@web/lib/initials';
import { usePeopleSearch } from '@web/lib/people';
import { useSession } from '@web/lib/session-context';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PresenceAvatar, StatusDot } from './presence-avatar';

const when = (iso: string, locale: string) => {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString(locale, { timeStyle: 'short' })
    : date.toLocaleDateString(locale, { dateStyle: 'short' });
};

const matches = (chat: ChatView, term: string) =>
  [chat.person.name, chat.listing?.name ?? '', chat.lastMessage?.body ?? ''].some((text) =>
    text.toLocaleLowerCase().includes(term),
  );

export interface ChatSidebarProps {
  list: UseQueryResult<ChatList>;
  openId: string | null;
  search: string;
  onSearch: (q: string) => void;
  onOpen: (chat: ChatView) => void;
  onStartWith: (person: PersonCard) => void;
  starting: boolean;
  status: ChatStatus;
  onStatus: (status: ChatStatus) => void;
  typing: ReadonlyMap<string, string>;
}

/**
 * The start side: the user's own status, a search over their chats and over people (to start a
 * chat), and the chats, latest first, each with the other's presence, context and unread count.
 */
export function ChatSidebar(props: ChatSidebarProps) {
  const { list, openId, search, onSearch, onOpen, onStartWith, starting, status, onStatus, typing } = props;
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const term = search.trim().toLocaleLowerCase();
  const people = usePeopleSearch(search);
  const chats = (list.data?.items ?? []).filter((c) => !term || matches(c, term));
  const known = new Set((list.data?.items ?? []).filter((c) => c.kind === 'direct').map((c) => c.person.id));
  const found =
    term.length >= 2 ? (people.data?.items ?? []).filter((p) => p.id !== session?.userId && !known.has(p.id)) : [];

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }} data-testid="chat-sidebar">
      <Stack spacing={1.5} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('chat.status.label')}
            value={status}
            onChange={(e) => onStatus(e.target.value as ChatStatus)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'chat-status' } as object } }}
          >
            {CHAT_STATUSES.map((s) => (
              <MenuItem key={s} value={s} data-testid={`chat-status-${s}`}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <StatusDot status={s} />
                  <span>{t(`chat.status.${s}`)}</span>
                </Stack>
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t('chat.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('chat.search'), type: 'search', maxLength: 100, 'data-testid': 'chat-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <IconSearch size={18} aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {list.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('chat.loading')} />
          </Box>
        ) : list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={<Button onClick={() => void list.refetch()}>{t('chat.retry')}</Button>}
          >
            {t('chat.loadError')}
          </Alert>
        ) : (
          <>
            <List
              dense
              aria-label={t('chat.chats')}
              subheader={
                <ListSubheader sx={{ bgcolor: 'background.paper', display: 'flex', justifyContent: 'space-between' }}>
                  <span>{t('chat.chats')}</span>
                  {(list.data?.unread ?? 0) > 0 && (
                    <span data-testid="chat-unread-total">{t('chat.unreadTotal', { count: list.data!.unread })}</span>
                  )}
                </ListSubheader>
              }
              data-testid="chat-list"
            >
              {chats.map((c) => {
                const who = typing.get(c.id);
                return (
                  <ListItemButton
                    key={c.id}
                    selected={c.id === openId}
                    onClick={() => onOpen(c)}
                    data-testid="chat-item"
                    aria-current={c.id === openId ? 'true' : undefined}
                  >
                    <ListItemAvatar>
                      <PresenceAvatar
                        name={c.person.name}
                        avatarUrl={c.person.avatarUrl}
                        presence={c.person.presence}
                      />
                    </ListItemAvatar>
                    <ListItemText
                      disableTypography
                      primary={
                        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                          <Typography noWrap sx={{ fontWeight: c.unread > 0 ? 700 : 600 }}>
                            {c.person.name}
                          </Typography>
                          <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
                            {when(c.lastMessageAt, i18n.language)}
                          </Typography>
                        </Box>
                      }
                      secondary={
                        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                          <Box sx={{ minWidth: 0 }}>
                            {c.listing && (
                              <Typography variant="caption" color="primary" noWrap component="p">
                                {c.listing.name}
                              </Typography>
                            )}
                            <Typography
                              variant="body2"
                              color={who ? 'primary' : 'textSecondary'}
                              noWrap
                              sx={{ fontWeight: c.unread > 0 ? 600 : 400 }}
                            >
                              {who ? t('chat.typing', { name: who }) : (c.lastMessage?.body ?? t('chat.sayHello'))}
                            </Typography>
                          </Box>
                          {c.unread > 0 && (
                            <Badge
                              color="error"
                              badgeContent={c.unread}
                              max={99}
                              sx={{ mx: 1.5 }}
                              slotProps={{
                                badge: {
                                  'aria-label': t('chat.unread', { count: c.unread }),
                                  'data-testid': 'chat-unread',
                                } as object,
                              }}
                            />
                          )}
                        </Box>
                      }
                    />
                  </ListItemButton>
                );
              })}
              {chats.length === 0 && (
                <Box sx={{ px: 2, py: 3, textAlign: 'center' }} data-testid="chat-empty">
                  <Typography sx={{ fontWeight: 600 }}>{term ? t('chat.noResults') : t('chat.noChats')}</Typography>
                  {!term && (
                    <Typography variant="body2" color="textSecondary">
                      {t('chat.noChatsText')}
                    </Typography>
                  )}
                </Box>
              )}
            </List>
            {found.length > 0 && (
              <List
                dense
                aria-label={t('chat.people')}
                subheader={<ListSubheader sx={{ bgcolor: 'background.paper' }}>{t('chat.people')}</ListSubheader>}
                data-testid="chat-people"
              >
                {found.map((p) => (
                  <ListItemButton
                    key={p.id}
                    onClick={() => onStartWith(p)}
                    disabled={starting}
                    data-testid="chat-person"
                  >
                    <ListItemAvatar>
                      <Avatar src={p.avatarUrl ?? undefined} alt="" sx={{ fontWeight: 600 }}>
                        {initials(p.name)}
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText primary={p.name} secondary={t('chat.startChat')} />
                  </ListItemButton>
                ))}
              </List>
            )}
          </>
        )}
      </Box>
    </Stack>
  );
}
