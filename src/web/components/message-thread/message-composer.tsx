import { MESSAGE_MAX_LENGTH } from '@common/schemas/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconSend } from '@tabler/icons-react';
import { useErrorText } from '@web/lib/error-text';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What the composer needs of a send mutation (TanStack's useMutation has it). */
export interface SendState {
  mutate: (text: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface ComposerTexts {
  label: string;
  hint: string;
  send: string;
  sendFailed: (reason: string) => string;
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. What was typed stays in the box
 * until the server has it; a refused send says why and keeps the text. `compact` shows the send
 * button as its arrow only (named for screen readers), for narrow panes.
 */
export function MessageComposer({
  send,
  texts,
  testId,
  onType,
  compact = false,
}: {
  send: SendState;
  texts: ComposerTexts;
  testId: string;
  /** Called as text is typed (the chat tells the other side). */
  onType?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
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
      ? texts.sendFailed(errorText(send.error))
      : texts.hint;
  const icon = <IconSend size={18} aria-hidden />;

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
        label={texts.label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (send.isError) send.reset();
          if (event.target.value.trim()) onType?.();
        }}
        onKeyDown={onKeyDown}
        error={tooLong || send.isError}
        helperText={helper}
        slotProps={{ htmlInput: { 'data-testid': testId } }}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={compact ? undefined : icon}
        aria-label={compact ? texts.send : undefined}
        disabled={empty || tooLong}
        loading={send.isPending}
        sx={(theme) => ({
          flexShrink: 0,
          mt: 0.25,
          ...(compact && { minWidth: 0, px: 1.5 }),
          // The arrow points the way the text runs.
          '& svg': { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined },
        })}
      >
        {compact ? icon : texts.send}
      </Button>
    </Stack>
  );
}
