import type { ConversationView, MessageView } from '@common/schemas/messages';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMarkRead } from '@web/lib/conversations';
import { offerPath } from '@web/lib/paths';
import { useSession } from '@web/lib/session-context';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { messagesOf, useHistory } from '../api/history';
import { initials } from '@web/lib/initials';
import { Composer } from './composer';
import { MessageText } from './message-text';

function Bubble({ message, mine, locale }: { message: MessageView; mine: boolean; locale: string }) {
  const { t } = useTranslation();
  const time = new Date(message.createdAt);
  return (
    <Box
      component="li"
      data-testid="message"
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
      >
        <MessageText text={message.body} />
      </Box>
      <Typography variant="caption" color="textSecondary" sx={{ mt: 0.25 }}>
        {mine ? t('messages.you') : message.sender.name}
        {' · '}
        <time dateTime={message.createdAt}>
          {time.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      </Typography>
    </Box>
  );
}

/** One conversation: who and what it is about, the history (older pages on request), the composer. */
export function ConversationPane({ conversation, onBack }: { conversation: ConversationView; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
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
        {history.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('messages.loading')} />
          </Box>
        ) : history.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void history.refetch()}>{t('messages.retry')}</Button>}
          >
            {t('messages.loadError')}
          </Alert>
        ) : (
          <>
            {history.hasNextPage && (
              <Box sx={{ textAlign: 'center', mb: 2 }}>
                <Button size="small" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
                  {t('messages.loadOlder')}
                </Button>
              </Box>
            )}
            {messages.length === 0 ? (
              <Typography color="textSecondary" sx={{ textAlign: 'center', py: 6 }}>
                {t('messages.sayHello')}
              </Typography>
            ) : (
              <Stack
                component="ol"
                spacing={1.5}
                sx={{ m: 0, p: 0 }}
                aria-live="polite"
                aria-label={t('messages.historyLabel')}
              >
                {messages.map((m) => (
                  <Bubble key={m.id} message={m} mine={m.sender.id === session?.userId} locale={i18n.language} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Box>
      <Composer conversationId={conversation.id} />
    </Stack>
  );
}
