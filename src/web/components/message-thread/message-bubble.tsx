import type { MessageView } from '@common/schemas/messages';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MessageText } from './message-text';

/** One message: mine on the end side in the primary colour, theirs on the start side; who and when below. */
export function MessageBubble({
  message,
  mine,
  youLabel,
  locale,
  testId,
}: {
  message: MessageView;
  mine: boolean;
  /** "You" in the reader's language, for their own messages. */
  youLabel: string;
  locale: string;
  testId: string;
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
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
        <MessageText text={message.body} />
      </Box>
      <Typography variant="caption" color="textSecondary" sx={{ mt: 0.25 }}>
        {mine ? youLabel : message.sender.name}
        {' · '}
        <time dateTime={message.createdAt}>
          {new Date(message.createdAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      </Typography>
    </Box>
  );
}
