import Button from '@mui/material/Button';
import { IconVideo } from '@tabler/icons-react';
import { loginPath } from '@web/lib/paths';
import { useSession } from '@web/lib/session-context';
import { useHydrated } from '@web/lib/use-hydrated';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/** The call screen for a call to one user (SPEC.md: ?to= names the callee; name and about are shown to both). */
export function callPath(userId: string, extra: { name?: string; about?: string } = {}): string {
  const query = new URLSearchParams({ to: userId });
  if (extra.name) query.set('name', extra.name);
  if (extra.about) query.set('about', extra.about);
  return `/my-call?${query.toString()}`;
}

/**
 * "Video call" on an offer page: opens the call screen for a call to the listing's owner. Signed
 * out it leads to sign-in and back to the offer; on one's own listing there is nobody to call.
 */
export function CallOwnerButton({ ownerId, ownerName, about }: { ownerId: string; ownerName: string; about: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { session } = useSession();
  const location = useLocation();
  const signedIn = hydrated && session !== null;
  if (signedIn && session.userId === ownerId) return null;
  return (
    <Button
      component={RouterLink}
      to={signedIn ? callPath(ownerId, { name: ownerName, about }) : loginPath(location.pathname + location.search)}
      fullWidth
      size="large"
      variant="outlined"
      startIcon={<IconVideo size={20} aria-hidden />}
    >
      {t('video.offer.call')}
    </Button>
  );
}
