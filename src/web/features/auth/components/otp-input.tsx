import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface OtpInputProps {
  /** One entry per box; '' for an empty box. */
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Id of the text that names the whole group (the field's label). */
  labelledBy: string;
  describedBy?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code as a row of single-digit boxes. Typing moves on, Backspace moves back, arrows
 * move freely, and a pasted or autofilled code spreads over the boxes. Codes read left to right
 * in every language, so the row stays LTR on Arabic pages too.
 */
export function OtpInput({ digits, onChange, error, disabled, autoFocus, labelledBy, describedBy }: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(digits.length - 1, index))]?.focus();

  /** Writes `text` from box `start` on and moves the caret to the box after the last digit written. */
  const fill = (start: number, text: string) => {
    const next = [...digits];
    const chars = onlyDigits(text)
      .slice(0, digits.length - start)
      .split('');
    chars.forEach((char, offset) => (next[start + offset] = char));
    onChange(next);
    if (chars.length > 0) focusBox(start + chars.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      dir="ltr"
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'space-between' }}
    >
      {digits.map((digit, index) => (
        <InputBase
          key={index}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          onChange={(event) => {
            const typed = onlyDigits(event.target.value);
            if (typed.length === 0) {
              const next = [...digits];
              next[index] = '';
              onChange(next);
            } else {
              // A replaced digit arrives with the old one; keep the one just typed.
              fill(index, typed.length === 2 && digit ? typed.replace(digit, '') || typed : typed);
            }
          }}
          onKeyDown={(event) => onKeyDown(index, event as KeyboardEvent<HTMLInputElement>)}
          onPaste={(event) => onPaste(index, event as ClipboardEvent<HTMLInputElement>)}
          onFocus={(event) => event.target.select()}
          error={error}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            'aria-label': t('auth.twoSteps.digit', { n: index + 1, total: digits.length }),
            'aria-invalid': error || undefined,
          }}
          sx={(theme) => ({
            flex: 1,
            maxWidth: 56,
            height: 56,
            borderRadius: 1.5,
            border: `1px solid ${error ? theme.vars.palette.error.main : theme.vars.palette.divider}`,
            '& input': { textAlign: 'center', fontSize: '1.5rem', fontWeight: 600, p: 0, height: '100%' },
            '&.Mui-focused': {
              borderColor: error ? 'error.main' : 'primary.main',
              boxShadow: `0 0 0 3px ${theme.alpha(error ? theme.vars.palette.error.main : theme.vars.palette.primary.main, 0.2)}`,
            },
          })}
        />
      ))}
    </Box>
  );
}
