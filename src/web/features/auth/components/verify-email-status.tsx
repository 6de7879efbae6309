import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useVerifyEmail } from '../api/verify-email';
import { BackToLogin } from './back-to-login';
import { withAuthFlow } from '../flow/auth-flow-provider';

function VerifyEmailStatusBody({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail(token);
  return (
    <Stack spacing={2.5}>
      {token && verify.isPending && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{t('auth.verify.checking')}</Typography>
        </Stack>
      )}
      {verify.isSuccess && (
        <Alert severity="success" role="status">
          {t('auth.verify.done')}
        </Alert>
      )}
      {(!token || verify.isError) && (
        <Alert severity="error" role="alert">
          {t('auth.verify.failed')}
        </Alert>
      )}
      <BackToLogin />
    </Stack>
  );
}

/** In a /pages/authentication variant's flow when given `variant` (withAuthFlow). */
export const VerifyEmailStatus = withAuthFlow(VerifyEmailStatusBody);
