import type { ChatView } from '@common/schemas/chat';
import type { MessageHistory, MessageView } from '@common/schemas/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconUserCircle } from '@tabler/icons-react';
import { useSession } from '@web/lib/session-context';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatHistory, useMarkChatRead } from '../api/chat';
import { ChatComposer } from './chat-composer';
import { PresenceAvatar } from './presence-avatar';

/** Oldest first, each message once (a live message and a send may both bring the newest). */
function messagesOf(data: InfiniteData<MessageHistory> | undefined): MessageView[] {
  if (!data) return [];
  const seen = new Set<string>();
  return [...data.pages]
    .reverse()
    .flatMap((page) => page.items)
    .filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
}

function Bubble({ message, mine, locale }: { message: MessageView; mine: boolean; locale: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="chat-message"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box
        sx={{
          maxWidth: '80%',
          px: 2,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
        // A message runs in its own direction (a Latin line in the Arabic interface, and back).
        dir="auto"
      >
        {message.body}
      </Box>
      <Typography variant="caption" color="textSecondary" sx={{ mt: 0.25 }}>
        {mine ? t('chat.you') : message.sender.name}
        {' · '}
        <time dateTime={message.createdAt}>
          {new Date(message.createdAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      </Typography>
    </Box>
  );
}

export interface ChatConversationProps {
  chat: ChatView;
  typingName: string | undefined;
  onBack: () => void;
  onProfile: () => void;
  /** The narrow layout: one pane at a time, with a way back to the list. */
  narrow: boolean;
}

/** One chat: who, what about, the history (older pages on request), who is typing, the composer. */
export function ChatConversation({ chat, typingName, onBack, onProfile, narrow }: ChatConversationProps) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const history = useChatHistory(chat.id);
  const messages = messagesOf(history.data);
  const { mutate: read } = useMarkChatRead();
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  // Opening a chat, or a message arriving while it is open, reads it.
  useEffect(() => {
    if (chat.unread > 0) read(chat.id);
  }, [chat.id, chat.unread, read]);

  // The newest message in view when the chat opens, whenever one is added at the end, and when
  // the typing line appears.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId, chat.id, typingName]);

  return (
    <Stack
      sx={{ height: '100%', minHeight: 0 }}
      aria-labelledby="chat-title"
      component="section"
      data-testid="chat-conversation"
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {narrow && (
          <IconButton
            onClick={onBack}
            aria-label={t('chat.back')}
            data-testid="chat-back"
            sx={(theme) => ({ '& svg': { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined } })}
          >
            <IconArrowLeft size={20} aria-hidden />
          </IconButton>
        )}
        <PresenceAvatar name={chat.person.name} avatarUrl={chat.person.avatarUrl} presence={chat.person.presence} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id="chat-title" component="h2" variant="h6" noWrap>
            {chat.person.name}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {chat.listing ? chat.listing.name : t(`chat.status.${chat.person.presence}`)}
          </Typography>
        </Box>
        <IconButton onClick={onProfile} aria-label={t('chat.showProfile')} data-testid="chat-profile-button">
          <IconUserCircle size={22} aria-hidden />
        </IconButton>
      </Stack>
      <Box ref={scroller} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 2 }} data-testid="chat-history">
        {history.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('chat.loading')} />
          </Box>
        ) : history.isError ? (
          <Alert severity="error" action={<Button onClick={() => void history.refetch()}>{t('chat.retry')}</Button>}>
            {t('chat.historyError')}
          </Alert>
        ) : (
          <>
            {history.hasNextPage && (
              <Box sx={{ textAlign: 'center', mb: 2 }}>
                <Button size="small" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
                  {t('chat.loadOlder')}
                </Button>
              </Box>
            )}
            {messages.length === 0 ? (
              <Typography color="textSecondary" sx={{ textAlign: 'center', py: 6 }}>
                {t('chat.sayHello')}
              </Typography>
            ) : (
              <Stack
                component="ol"
                spacing={1.5}
                sx={{ m: 0, p: 0 }}
                aria-live="polite"
                aria-label={t('chat.historyLabel')}
              >
                {messages.map((m) => (
                  <Bubble key={m.id} message={m} mine={m.sender.id === session?.userId} locale={i18n.language} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Box>
      <Typography
        variant="caption"
        color="textSecondary"
        role="status"
        data-testid="chat-typing"
        sx={{ px: 2, minHeight: 20, fontStyle: 'italic' }}
      >
        {typingName ? t('chat.typing', { name: typingName }) : ''}
      </Typography>
      <ChatComposer conversationId={chat.id} />
    </Stack>
  );
}
