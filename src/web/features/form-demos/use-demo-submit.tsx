import Alert from '@mui/material/Alert';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * For the layout demos, which show arrangement rather than rules: submitting shows a "saved"
 * note (the demo stores nothing) that the reader can close.
 */
export function useDemoSubmit() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(true);
  };
  const note = saved ? (
    <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setSaved(false)}>
      {t('forms.saved')}
    </Alert>
  ) : null;
  return { onSubmit, onReset: () => setSaved(false), note };
}
