import Alert from '@mui/material/Alert';
import { useErrorText } from '@web/lib/error-text';

/**
 * The error of a whole form (wrong password, too many tries, offline), announced when it appears:
 * an error code or a failed request, shown in the reader's language.
 */
export function FormError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {errorText(error)}
    </Alert>
  );
}
