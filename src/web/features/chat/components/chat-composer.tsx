import { MESSAGE_MAX_LENGTH } from '@common/schemas/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconSend } from '@tabler/icons-react';
import { useErrorText } from '@web/lib/error-text';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendChatMessage } from '../api/chat';
import { useSendTyping } from '../lib/live-chat';

/**
 * Writing in a chat: Enter sends, Shift+Enter starts a new line; typing tells the other side
 * (a few times a minute at most). What was typed stays until the server has it; a refusal says why.
 */
export function ChatComposer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const send = useSendChatMessage(conversationId);
  const typing = useSendTyping(conversationId);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const empty = text.trim().length === 0;

  const submit = () => {
    if (empty || tooLong || send.isPending) return;
    send.mutate(text, { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Not while an input method is composing a character: Enter confirms it there.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const helper = tooLong
    ? t('errors.messageTooLong')
    : send.isError
      ? t('chat.sendFailed', { reason: errorText(send.error) })
      : t('chat.composer.hint');

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start', p: 2, borderTop: 1, borderColor: 'divider' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        fullWidth
        multiline
        maxRows={6}
        size="small"
        label={t('chat.composer.label')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) typing();
          if (send.isError) send.reset();
        }}
        onKeyDown={onKeyDown}
        error={tooLong || send.isError}
        helperText={helper}
        slotProps={{ htmlInput: { 'data-testid': 'chat-composer' } }}
      />
      <Button
        type="submit"
        variant="contained"
        aria-label={t('chat.composer.send')}
        disabled={empty || tooLong}
        loading={send.isPending}
        sx={(theme) => ({
          flexShrink: 0,
          mt: 0.25,
          minWidth: 0,
          px: 1.5,
          // The arrow points the way the text runs.
          '& svg': { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined },
        })}
      >
        <IconSend size={18} aria-hidden />
      </Button>
    </Stack>
  );
}
