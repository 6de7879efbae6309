import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginPath } from '@web/lib/paths';
import { useLandingPath } from '@web/lib/use-landing-path';
import { useSession } from '@web/lib/session-context';
import { QueryState } from '@web/components/query-state';
import { errorText } from '@web/lib/error-text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useMe } from '../api/me';
import { useResendVerification } from '../api/resend-verification';
import { VerifyEmailStatus } from './verify-email-status';
import { withAuthFlow } from '../flow/auth-flow-provider';

/**
 * "Check your inbox". With ?token= (the mailed link) it confirms the address; otherwise it shows
 * the signed-in user where the link went, lets them ask for another and skip for now. A
 * signed-out visitor is asked to sign in first, and comes back here afterwards.
 */
function VerifyEmailPromptBody({ token }: { token: string | null }) {
  const { session } = useSession();
  if (token) return <VerifyEmailStatus token={token} />;
  return session ? <SignedInPrompt /> : <SignedOutPrompt />;
}

/** In a /pages/authentication variant's flow when given `variant` (withAuthFlow). */
export const VerifyEmailPrompt = withAuthFlow(VerifyEmailPromptBody);

function SignedOutPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack spacing={2.5}>
      <Typography color="textSecondary">{t('auth.verifyPrompt.signInFirst')}</Typography>
      <Button component={RouterLink} to={loginPath(pathname)} variant="contained" size="large" fullWidth>
        {t('auth.login.submit')}
      </Button>
    </Stack>
  );
}

function SignedInPrompt() {
  const { t } = useTranslation();
  const me = useMe();
  const resend = useResendVerification();
  const onward = useLandingPath();
  return (
    <QueryState
      pending={me.isPending}
      error={me.isError}
      errorText={t('errors.unknown')}
      onRetry={() => void me.refetch()}
    >
      {() =>
        !me.data ? null : me.data.user.emailVerified ? (
          <Stack spacing={2.5}>
            <Alert severity="success" role="status">
              {t('auth.verify.done')}
            </Alert>
            <Button component={RouterLink} to={onward} variant="contained" size="large" fullWidth>
              {t('auth.verifyPrompt.continue')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            <Typography color="textSecondary">
              {t('auth.verifyPrompt.sentTo')}{' '}
              <Typography component="strong" sx={{ fontWeight: 600, color: 'text.primary', wordBreak: 'break-all' }}>
                {me.data.user.email}
              </Typography>
              . {t('auth.verifyPrompt.followLink')}
            </Typography>
            {resend.isSuccess && (
              <Alert severity="success" role="status">
                {t('auth.verifyPrompt.resent')}
              </Alert>
            )}
            {resend.isError && (
              <Alert severity="error" role="alert">
                {errorText(t, resend.error)}
              </Alert>
            )}
            <Button component={RouterLink} to={onward} variant="contained" size="large" fullWidth>
              {t('auth.verifyPrompt.skip')}
            </Button>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography>{t('auth.verifyPrompt.noMail')}</Typography>
              <Button variant="text" onClick={() => resend.mutate()} loading={resend.isPending}>
                {t('auth.verifyPrompt.resend')}
              </Button>
            </Stack>
          </Stack>
        )
      }
    </QueryState>
  );
}
