import type { ChatView } from '@common/schemas/chat';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconUserCircle } from '@tabler/icons-react';
import { MessageList } from '@web/components/message-thread';
import { messagesOf } from '@web/lib/message-history';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatHistory, useMarkChatRead } from '../api/chat';
import { ChatComposer } from './chat-composer';
import { PresenceAvatar } from './presence-avatar';

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
  const { t } = useTranslation();
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
        <MessageList
          history={history}
          messages={messages}
          messageTestId="chat-message"
          texts={{
            loading: t('chat.loading'),
            loadError: t('chat.historyError'),
            retry: t('chat.retry'),
            loadOlder: t('chat.loadOlder'),
            empty: t('chat.sayHello'),
            label: t('chat.historyLabel'),
            you: t('chat.you'),
          }}
        />
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
