import Button from '@mui/material/Button';
import { IconVideo } from '@tabler/icons-react';
import { loginPath } from '@web/lib/paths';
import { useSession } from '@web/lib/session-context';
import { useHydrated } from '@web/lib/use-hydrated';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The call screen for a call to one user (SPEC.md: ?to= names the callee; name and about are shown to both). */
export function callPath(userId: string, extra: { name?: string; about?: string } = {}): string {
  const query = new URLSearchParams({ to: userId });
  if (extra.name) query.set('name', extra.name);
  if (extra.about) query.set('about', extra.about);
  return `/my-call?${query.toString()}`;
}

/**
 * "Video call" on an offer page: opens the call screen for a call to the listing's owner. Signed
 * out it leads to sign-in and from there to that call screen (also for a signed-in reader who taps
 * the server's link before the app has started); on one's own listing there is nobody to call.
 */
export function CallOwnerButton({ ownerId, ownerName, about }: { ownerId: string; ownerName: string; about: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { session } = useSession();
  const signedIn = hydrated && session !== null;
  if (signedIn && session.userId === ownerId) return null;
  const call = callPath(ownerId, { name: ownerName, about });
  return (
    <Button
      component={RouterLink}
      to={signedIn ? call : loginPath(call)}
      fullWidth
      size="large"
      variant="outlined"
      startIcon={<IconVideo size={20} aria-hidden />}
    >
      {t('video.offer.call')}
    </Button>
  );
}
