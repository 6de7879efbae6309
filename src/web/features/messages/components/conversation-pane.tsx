import type { ConversationView } from '@common/schemas/messages';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMarkRead } from '@web/lib/conversations';
import { offerPath } from '@web/lib/paths';
import { MessageList } from '@web/components/message-thread';
import { messagesOf } from '@web/lib/message-history';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useHistory } from '../api/history';
import { initials } from '@web/lib/initials';
import { Composer } from './composer';

/** One conversation: who and what it is about, the history (older pages on request), the composer. */
export function ConversationPane({ conversation, onBack }: { conversation: ConversationView; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const history = useHistory(conversation.id);
  const messages = messagesOf(history.data);
  const markRead = useMarkRead();
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  // Opening a conversation, or a message arriving while it is open, reads it.
  const { mutate: read } = markRead;
  useEffect(() => {
    if (conversation.unread > 0) read(conversation.id);
  }, [conversation.id, conversation.unread, read]);

  // The newest message in view when the conversation opens and whenever one is added at the end.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId, conversation.id]);

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }} aria-labelledby="conversation-title" component="section">
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton onClick={onBack} aria-label={t('messages.back')} sx={{ display: { md: 'none' } }}>
          <IconArrowLeft size={20} aria-hidden />
        </IconButton>
        <Avatar sx={{ fontWeight: 600 }} aria-hidden>
          {initials(conversation.other.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="conversation-title" component="h2" variant="h6" noWrap>
            {conversation.other.name}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {/* Only listing conversations come here (/api/conversations lists no direct chats). */}
            {conversation.listing?.id ? (
              <Link component={RouterLink} to={offerPath(i18n.language, conversation.listing.id)}>
                {conversation.listing.name}
              </Link>
            ) : (
              conversation.listing && t('messages.listingRemoved', { name: conversation.listing.name })
            )}
          </Typography>
        </Box>
      </Stack>
      <Box ref={scroller} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 2 }} data-testid="message-history">
        <MessageList
          history={history}
          messages={messages}
          messageTestId="message"
          texts={{
            loading: t('messages.loading'),
            loadError: t('messages.loadError'),
            retry: t('messages.retry'),
            loadOlder: t('messages.loadOlder'),
            empty: t('messages.sayHello'),
            label: t('messages.historyLabel'),
            you: t('messages.you'),
          }}
        />
      </Box>
      <Composer conversationId={conversation.id} />
    </Stack>
  );
}
