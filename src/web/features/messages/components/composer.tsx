import { MESSAGE_MAX_LENGTH } from '@common/schemas/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconSend } from '@tabler/icons-react';
import { useErrorText } from '@web/lib/error-text';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMessage } from '../api/history';

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. What was typed stays in the box
 * until the server has it; a refused send says why and keeps the text.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const empty = text.trim().length === 0;

  const submit = () => {
    if (empty || tooLong || send.isPending) return;
    send.mutate(text, { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Not while an input method is composing a character (Chinese, Japanese): Enter confirms it there.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const helper = tooLong
    ? t('errors.messageTooLong')
    : send.isError
      ? t('messages.sendFailed', { reason: errorText(send.error) })
      : t('messages.composer.hint');

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
        label={t('messages.composer.label')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (send.isError) send.reset();
        }}
        onKeyDown={onKeyDown}
        error={tooLong || send.isError}
        helperText={helper}
        slotProps={{ htmlInput: { 'data-testid': 'message-composer' } }}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={<IconSend size={18} aria-hidden />}
        disabled={empty || tooLong}
        loading={send.isPending}
        sx={{ flexShrink: 0, mt: 0.25 }}
      >
        {t('messages.composer.send')}
      </Button>
    </Stack>
  );
}
