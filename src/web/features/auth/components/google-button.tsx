import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useSite } from '@web/lib/site-context';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoogleSignIn } from '../api/google-sign-in';
import { loadGoogleIdentity, requestGoogleAccessToken } from './google-identity';
import { useAuthFlow } from '../flow/auth-flow-context';
import { GoogleFollowUp } from './google-follow-up';
import { CODE_LENGTH, followUpFor, type GoogleFollowUpState } from './google-follow-up-state';

/**
 * "Or, continue with Google", shown only where the server has a client id for this site: without
 * one every visitor's click would end in SPEC's "clientId is required" (issue #33). The provider
 * script is fetched on the first render; if it cannot load (offline, blocked) the error shows
 * here and the rest of the page works on.
 */
export function GoogleButton() {
  const { t } = useTranslation();
  const { runtime } = useSite();
  const clientId = runtime.googleClientId;
  const googleSignIn = useGoogleSignIn();
  const { onSignedIn } = useAuthFlow();
  // A failed request (translated by its code) or a Google Identity message (shown as it comes).
  const [error, setError] = useState<ApiError | string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    loadGoogleIdentity(clientId).catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [clientId]);

  // The Google token of a sign-in the server answered with "and your password / code too": it
  // stays valid for minutes, so the follow-up sends it again with what was asked for.
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [followUp, setFollowUp] = useState<GoogleFollowUpState | null>(null);

  const attempt = async (accessToken: string, extra: { password?: string; totpCode?: string } = {}) => {
    try {
      onSignedIn?.(await googleSignIn.mutateAsync({ accessToken, ...extra }));
      setPendingToken(null);
      setFollowUp(null);
    } catch (err) {
      const asked = err instanceof ApiError ? followUpFor(err.fieldCodes, followUp) : null;
      if (!asked) throw err;
      setPendingToken(accessToken);
      setFollowUp(asked);
    }
  };

  const run = async (step: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await step();
    } catch (err) {
      setPendingToken(null);
      setFollowUp(null);
      setError(err instanceof ApiError ? err : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => run(async () => attempt(await requestGoogleAccessToken(clientId)));
  const onFollowUp = () =>
    run(async () => {
      if (!pendingToken || !followUp) return;
      const code = followUp.digits.join('');
      await attempt(pendingToken, {
        ...(followUp.needsPassword && followUp.password ? { password: followUp.password } : {}),
        ...(followUp.needsCode && code.length === CODE_LENGTH ? { totpCode: code } : {}),
      });
    });

  if (!clientId) return null;
  return (
    <>
      <Divider>{t('auth.or')}</Divider>
      <Button
        variant="outlined"
        size="large"
        startIcon={<IconBrandGoogle size={20} />}
        onClick={() => void onClick()}
        loading={busy}
        fullWidth
      >
        {t('auth.google.button')}
      </Button>
      {followUp && (
        <GoogleFollowUp state={followUp} onChange={setFollowUp} onSubmit={() => void onFollowUp()} busy={busy} />
      )}
      {error && (
        <Alert severity="warning" role="alert">
          {error instanceof ApiError ? errorText(t, error) : t(error)}
        </Alert>
      )}
    </>
  );
}
