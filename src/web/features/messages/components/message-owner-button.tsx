import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconMessage } from '@tabler/icons-react';
import { loginPath, PATHS, startConversationPath } from '@web/lib/paths';
import { useSession } from '@web/lib/session-context';
import { useHydrated } from '@web/lib/use-hydrated';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStartConversation } from '../api/start-conversation';

const icon = <IconMessage size={20} aria-hidden />;

/**
 * "Send a message" on an offer page: opens (or starts) the visitor's conversation with the
 * owner in My messages. Signed out it leads to sign-in and from there into that conversation
 * (My messages with ?listing=); on one's own listing it leads to one's messages instead. The
 * server renders the signed-out form (it knows no session); the signed-in one replaces it after
 * hydration. A signed-in reader who taps the server's link before the app has started goes the
 * same way: sign-in sends a signed-in reader straight on.
 */
export function MessageOwnerButton({ listingId, ownerId }: { listingId: string; ownerId: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { session } = useSession();
  const start = useStartConversation();

  if (!hydrated || !session) {
    return (
      <Button
        component={RouterLink}
        to={loginPath(startConversationPath(listingId))}
        fullWidth
        size="large"
        variant="contained"
        startIcon={icon}
      >
        {t('messages.offer.send')}
      </Button>
    );
  }
  if (session.userId === ownerId) {
    return (
      <Stack spacing={0.5}>
        <Button
          component={RouterLink}
          to={PATHS.myMessages}
          fullWidth
          size="large"
          variant="contained"
          startIcon={icon}
        >
          {t('messages.offer.openMine')}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          {t('messages.offer.ownListing')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Button
      fullWidth
      size="large"
      variant="contained"
      startIcon={icon}
      loading={start.isPending}
      onClick={() => start.mutate(listingId)}
    >
      {t('messages.offer.send')}
    </Button>
  );
}
