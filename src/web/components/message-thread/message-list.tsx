import type { MessageView } from '@common/schemas/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@web/lib/session-context';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from './message-bubble';

/** What a message list needs of its history query (TanStack's infinite query has it). */
export interface HistoryState {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** The words around a list, in the reader's language, from the feature that shows it. */
export interface MessageListTexts {
  loading: string;
  loadError: string;
  retry: string;
  loadOlder: string;
  empty: string;
  label: string;
  you: string;
}

/**
 * A conversation's messages, oldest first, with its loading, error (and retry), "load older" and
 * empty states: the same in My messages and in the chat app, which read one store.
 */
export function MessageList({
  history,
  messages,
  texts,
  messageTestId,
}: {
  history: HistoryState;
  messages: MessageView[];
  texts: MessageListTexts;
  messageTestId: string;
}) {
  const { i18n } = useTranslation();
  const { session } = useSession();
  if (history.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={texts.loading} />
      </Box>
    );
  }
  if (history.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void history.refetch()}>{texts.retry}</Button>}>
        {texts.loadError}
      </Alert>
    );
  }
  return (
    <>
      {history.hasNextPage && (
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <Button size="small" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {texts.loadOlder}
          </Button>
        </Box>
      )}
      {messages.length === 0 ? (
        <Typography color="textSecondary" sx={{ textAlign: 'center', py: 6 }}>
          {texts.empty}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0 }} aria-live="polite" aria-label={texts.label}>
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              mine={m.sender.id === session?.userId}
              youLabel={texts.you}
              locale={i18n.language}
              testId={messageTestId}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
