import Avatar from '@mui/material/Avatar';
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
import { initials } from '@web/lib/initials';
import { isPersonId, personQuery, usePerson } from '@web/lib/people';
import { personalChannel } from '@web/lib/realtime/channels';
import { useInvitationTimeout } from '@web/lib/realtime/use-invitation-timeout';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const OPEN_DELAY_MS = 500;
const CLOSE_DELAY_MS = 300;

/**
 * The global popup of incoming calls (SPEC.md section 2, "Global overlay"): on any page, each
 * pending invitation with who calls and about what, Accept and Decline. It opens 500 ms after an
 * invitation arrives, closes 300 ms after the last one goes, and an invitation lasts 30 s (CALL_INVITATION_TIMEOUT_MS).
 * Who calls is the account of the invitation's stamped sender, looked up on the server (issue
 * #33): never the name the caller's browser put into the message, and never their id.
 */
export default function CallInvitations({ userId, apiToken }: { userId: string; apiToken: string }) {
  const { t } = useTranslation('widgets');
  const timeoutMs = useInvitationTimeout();
  const inbox = useMemo(() => new InvitationInbox(timeoutMs), [timeoutMs]);
  const pending = useSyncExternalStore(inbox.subscribe, inbox.list);
  const [shown, setShown] = useState(false);
  const queries = useQueryClient();

  useEffect(() => {
    const stop = onInvitationMessage((message) => {
      if (message.type !== 'callInvitation') return;
      // The name is asked for at once: the popup opens 500 ms later, most often with it known.
      if (isPersonId(message.from)) void queries.prefetchQuery(personQuery(message.from));
      inbox.add(message);
    });
    return () => {
      stop();
      inbox.clear();
    };
  }, [inbox, queries]);

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
      // `with` names the caller for the call screen's title (a group call's room is not theirs).
      const query = new URLSearchParams({ room: invitation.roomName, join: '1', with: invitation.from });
      if (invitation.about) query.set('about', invitation.about);
      const to = `/my-call?${query.toString()}`;
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
            <Invitation key={invitation.messageId} invitation={invitation} onAnswer={answer} />
          ))}
        </Stack>
      </Paper>
    </Fade>
  );
}

function Invitation({
  invitation,
  onAnswer,
}: {
  invitation: PendingInvitation;
  onAnswer: (invitation: PendingInvitation, type: 'acceptcallInvitation' | 'rejectcallInvitation') => Promise<void>;
}) {
  const { t } = useTranslation('widgets');
  const caller = usePerson(invitation.from);
  const name = caller?.name ?? t('call.someone');
  return (
    <Box data-testid="call-invitation">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <Avatar src={caller?.avatarUrl ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
          {caller ? initials(caller.name) : <IconPhoneCall size={22} aria-hidden />}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{t('call.incoming', { name })}</Typography>
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
          onClick={() => void onAnswer(invitation, 'acceptcallInvitation')}
        >
          {t('call.accept')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          fullWidth
          onClick={() => void onAnswer(invitation, 'rejectcallInvitation')}
        >
          {t('call.decline')}
        </Button>
      </Stack>
    </Box>
  );
}
