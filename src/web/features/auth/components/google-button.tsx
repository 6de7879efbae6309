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
import { loadGoogleIdentity, requestGoogleAccessToken, requestGoogleCode } from './google-identity';
import { useAuthFlow } from '../flow/auth-flow-context';
import { GoogleFollowUp } from './google-follow-up';
import { CODE_LENGTH, followUpFor, type GoogleFollowUpState } from './google-follow-up-state';

/** What the Google popup handed back: an access token (token flow) or a one-time code (code flow). */
type GoogleProof = { accessToken: string } | { code: string };

/**
 * "Or, continue with Google", shown only where the server has a client id for this site: without
 * one every visitor's click would end in SPEC's "clientId is required" (issue #33). Where the
 * server also holds the client's secret (runtime.googleCodeFlow) the popup asks for a code the
 * server trades with Google; otherwise for an access token. The provider script is fetched on the
 * first render; if it cannot load (offline, blocked) the error shows here and the rest of the
 * page works on.
 */
export function GoogleButton() {
  const { t } = useTranslation();
  const { runtime } = useSite();
  const clientId = runtime.googleClientId;
  const codeFlow = runtime.googleCodeFlow === true;
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

  // The Google proof of a sign-in the server answered with "and your password / code too". An
  // access token stays valid for minutes, so the follow-up sends it again with what was asked
  // for; a code is good once, so the follow-up asks Google for a new one (its click opens the popup).
  const [pending, setPending] = useState<GoogleProof | null>(null);
  const [followUp, setFollowUp] = useState<GoogleFollowUpState | null>(null);

  const requestProof = async (): Promise<GoogleProof> =>
    codeFlow ? { code: await requestGoogleCode(clientId) } : { accessToken: await requestGoogleAccessToken(clientId) };

  const attempt = async (proof: GoogleProof, extra: { password?: string; totpCode?: string } = {}) => {
    try {
      onSignedIn?.(await googleSignIn.mutateAsync({ ...proof, ...extra }));
      setPending(null);
      setFollowUp(null);
    } catch (err) {
      const asked = err instanceof ApiError ? followUpFor(err.fieldCodes, followUp) : null;
      if (!asked) throw err;
      setPending(proof);
      setFollowUp(asked);
    }
  };

  const run = async (step: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await step();
    } catch (err) {
      setPending(null);
      setFollowUp(null);
      setError(err instanceof ApiError ? err : (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => run(async () => attempt(await requestProof()));
  const onFollowUp = () =>
    run(async () => {
      if (!pending || !followUp) return;
      const code = followUp.digits.join('');
      await attempt('code' in pending ? await requestProof() : pending, {
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
