import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { serverFieldErrors } from '@web/lib/field-errors';

interface NameFieldProps {
  label: string;
  initial?: string;
  /** The shared schema of the field: a bad name is said under the field before anything is sent. */
  schema: z.ZodMiniType;
  pending: boolean;
  onSave: (value: string) => Promise<unknown>;
  onCancel: () => void;
  saveLabel?: string;
  multiline?: boolean;
}

/** One text field with save and cancel (Enter saves, Escape cancels), and its error under it. */
export function NameField({
  label,
  initial = '',
  schema,
  pending,
  onSave,
  onCancel,
  saveLabel,
  multiline,
}: NameFieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const parsed = z.safeParse(schema, value);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'invalidValue';
      setError(t(`errors.${code}`, { defaultValue: t('errors.invalidValue') }));
      return;
    }
    setError(null);
    try {
      await onSave(parsed.data as string);
    } catch (failure) {
      const fields = serverFieldErrors(t, failure);
      setError(fields ? Object.values(fields)[0]! : errorText(t, failure));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      sx={{ flex: 1, mt: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        size="small"
        label={label}
        value={value}
        autoFocus
        multiline={multiline}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
          if (multiline && e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void save();
          }
        }}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { 'aria-invalid': error !== null } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={pending}>
          {saveLabel ?? t('kanban.save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
