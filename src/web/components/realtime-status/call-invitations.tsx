import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPhoneCall } from '@tabler/icons-react';
import {
  InvitationInbox,
  onInvitationMessage,
  sendInvitationMessage,
  type PendingInvitation,
} from '@web/lib/realtime/call-invitations';
import { navigateInApp } from '@web/lib/app-navigation';
import { personalChannel } from '@web/lib/realtime/channels';
import { useInvitationTimeout } from '@web/lib/realtime/use-invitation-timeout';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const OPEN_DELAY_MS = 500;
const CLOSE_DELAY_MS = 300;

/**
 * The global popup of incoming calls (SPEC.md section 2, "Global overlay"): on any page, each
 * pending invitation with who calls and about what, Accept and Decline. It opens 500 ms after an
 * invitation arrives, closes 300 ms after the last one goes, and an invitation lasts 30 s (CALL_INVITATION_TIMEOUT_MS).
 */
export default function CallInvitations({ userId, apiToken }: { userId: string; apiToken: string }) {
  const { t } = useTranslation('widgets');
  const timeoutMs = useInvitationTimeout();
  const inbox = useMemo(() => new InvitationInbox(timeoutMs), [timeoutMs]);
  const pending = useSyncExternalStore(inbox.subscribe, inbox.list);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const stop = onInvitationMessage((message) => {
      if (message.type === 'callInvitation') inbox.add(message);
    });
    return () => {
      stop();
      inbox.clear();
    };
  }, [inbox]);

  const wanted = pending.length > 0;
  useEffect(() => {
    const timer = setTimeout(() => setShown(wanted), wanted ? OPEN_DELAY_MS : CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const answer = async (invitation: PendingInvitation, type: 'acceptcallInvitation' | 'rejectcallInvitation') => {
    inbox.remove(invitation.messageId);
    const channel = personalChannel(userId, apiToken);
    if (channel) {
      await sendInvitationMessage(channel, invitation.from, {
        type,
        from: userId,
        roomName: invitation.roomName,
        messageId: invitation.messageId,
      });
    }
    // The call screen opens inside the app and joins at once. Already on a call screen, a page
    // load does it: the one in use must let go of its camera and room first.
    if (type === 'acceptcallInvitation') {
      const to = `/my-call?room=${encodeURIComponent(invitation.roomName)}&join=1`;
      if (window.location.pathname === '/my-call') window.location.assign(to);
      else navigateInApp(to);
    }
  };

  return (
    <Fade in={shown && wanted} timeout={CLOSE_DELAY_MS} unmountOnExit>
      <Paper
        elevation={8}
        role="dialog"
        aria-label={t('call.popupLabel')}
        data-testid="call-invitations"
        sx={{
          position: 'fixed',
          insetBlockStart: 16,
          insetInlineEnd: 16,
          width: 340,
          maxWidth: 'calc(100vw - 32px)',
          p: 2,
          zIndex: (theme) => theme.zIndex.snackbar,
        }}
      >
        <Stack spacing={2}>
          {pending.map((invitation) => (
            <Box key={invitation.messageId} data-testid="call-invitation">
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
                <IconPhoneCall size={28} aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t('call.incoming', { name: invitation.callerName || t('call.someone') })}
                  </Typography>
                  {invitation.about && (
                    <Typography variant="body2" color="textSecondary" noWrap>
                      {t('call.about', { about: invitation.about })}
                    </Typography>
                  )}
                </Box>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  color="success"
                  fullWidth
                  onClick={() => void answer(invitation, 'acceptcallInvitation')}
                >
                  {t('call.accept')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  fullWidth
                  onClick={() => void answer(invitation, 'rejectcallInvitation')}
                >
                  {t('call.decline')}
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Paper>
    </Fade>
  );
}
