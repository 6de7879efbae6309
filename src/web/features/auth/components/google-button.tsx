import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useSite } from '@web/app/site-context';
import { ApiError } from '@web/lib/api-client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoogleSignIn } from '../api/google-sign-in';
import { loadGoogleIdentity, requestGoogleAccessToken } from './google-identity';
import { useAuthFlow } from '../flow/auth-flow-context';

/**
 * "Continue with Google". The provider script is fetched only when the site has a client id; if
 * it cannot load (offline, blocked) the error shows here and the rest of the page works on.
 */
export function GoogleButton() {
  const { t } = useTranslation();
  const { runtime } = useSite();
  const clientId = runtime.googleClientId;
  const googleSignIn = useGoogleSignIn();
  const { onSignedIn } = useAuthFlow();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    loadGoogleIdentity(clientId).catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [clientId]);

  const onClick = async () => {
    setError(null);
    setBusy(true);
    try {
      const accessToken = await requestGoogleAccessToken(clientId);
      onSignedIn?.(await googleSignIn.mutateAsync({ accessToken }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
      {error && (
        <Alert severity="warning" role="alert">
          {t(error)}
        </Alert>
      )}
    </>
  );
}
