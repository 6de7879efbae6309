import * as api from '@common/api/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconMessage } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { callApi } from '@web/lib/api-client';
import { useErrorText } from '@web/lib/error-text';
import { conversationPath, loginPath, PATHS } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session-context';
import { useHydrated } from '@web/lib/use-hydrated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

const icon = <IconMessage size={20} aria-hidden />;

/**
 * "Send a message" on an offer page: opens (or starts) the visitor's conversation with the
 * owner in My messages. Signed out it leads to sign-in and back here; on one's own listing it
 * leads to one's messages instead. The server renders the signed-out form (it knows no session);
 * the signed-in one replaces it after hydration.
 */
export function MessageOwnerButton({ listingId, ownerId }: { listingId: string; ownerId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: () => callApi(api.startConversation, { body: { listingId } }),
    onSuccess: (conversation) => {
      void client.invalidateQueries({ queryKey: queryKeys.messages.conversations });
      void navigate(conversationPath(conversation.id));
    },
    onError: (error) => notify({ message: errorText(error), severity: 'error' }),
  });

  if (!hydrated || !session) {
    return (
      <Button component={RouterLink} to={loginPath(location.pathname + location.search)} fullWidth size="large" variant="contained" startIcon={icon}>
        {t('messages.offer.send')}
      </Button>
    );
  }
  if (session.userId === ownerId) {
    return (
      <Stack spacing={0.5}>
        <Button component={RouterLink} to={PATHS.myMessages} fullWidth size="large" variant="contained" startIcon={icon}>
          {t('messages.offer.openMine')}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          {t('messages.offer.ownListing')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Button fullWidth size="large" variant="contained" startIcon={icon} loading={start.isPending} onClick={() => start.mutate()}>
      {t('messages.offer.send')}
    </Button>
  );
}
