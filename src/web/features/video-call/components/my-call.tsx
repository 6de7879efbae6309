import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from '@web/lib/api-error';
import { useErrorText } from '@web/lib/error-text';
import { loginPath } from '@web/lib/paths';
import { clearSession } from '@web/lib/session';
import { useSession } from '@web/lib/session-context';
import { useHydrated } from '@web/lib/use-hydrated';
import Alert from '@mui/material/Alert';
import { onInvitationMessage, sendInvitationMessage } from '@web/lib/realtime/call-invitations';
import { useInvitationTimeout } from '@web/lib/realtime/use-invitation-timeout';
import { personalChannel } from '@web/lib/realtime/channels';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { defaultParticipantName, defaultRoomName } from '../lib/call-defaults';
import type { CallSession } from '../lib/call-session';
import { openLocalMedia, stopMedia } from '../lib/local-media';
import { letIntoCall } from '../lib/invite-to-call';
import { endCall, startCall } from '../lib/start-call';
import { CallRoom } from './call-room';
import { InvitePerson } from './invite-person';
import { JoinPanel } from './join-panel';

/**
 * The call screen, /my-call (issue #16). `?to=<userId>` names the callee: the room defaults to
 * callerId_calleeId; `?room=` names a room outright (the callee's way in until invitations come).
 * Leaving, or closing the page, ends the call and stops the camera.
 */
export function MyCall() {
  const hydrated = useHydrated();
  if (!hydrated) {
    // The server knows no session, camera or room: the screen is the browser's.
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <CallScreen />;
}

type InviteStatus = 'ringing' | 'accepted' | 'declined' | 'noAnswer';

/**
 * The caller's side of an invitation: sent once the call is joined, then "Calling…", and what
 * became of it: accepted, declined, or no answer after 30 s.
 */
function useInvitation(session: { userId: string; apiToken: string | null } | null) {
  const [status, setStatus] = useState<InviteStatus | null>(null);
  const timeoutMs = useInvitationTimeout();
  const sent = useRef<{ messageId: string; timer?: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(
    () =>
      onInvitationMessage((message) => {
        if (message.messageId !== sent.current?.messageId) return;
        if (message.type === 'acceptcallInvitation') setStatus('accepted');
        if (message.type === 'rejectcallInvitation') setStatus('declined');
        clearTimeout(sent.current.timer);
      }),
    [],
  );
  useEffect(() => () => clearTimeout(sent.current?.timer), []);
  const invite = (to: string, roomName: string, callerName: string, about: string | null) => {
    const channel = session ? personalChannel(session.userId, session.apiToken) : null;
    if (!session || !channel) return;
    const messageId = crypto.randomUUID();
    clearTimeout(sent.current?.timer);
    sent.current = {
      messageId,
      timer: setTimeout(() => setStatus((now) => (now === 'ringing' ? 'noAnswer' : now)), timeoutMs),
    };
    setStatus('ringing');
    void sendInvitationMessage(channel, to, {
      type: 'callInvitation',
      from: session.userId,
      roomName,
      messageId,
      callerName,
      ...(about ? { about } : {}),
    });
  };
  const reset = () => {
    clearTimeout(sent.current?.timer);
    sent.current = null;
    setStatus(null);
  };
  return { status, invite, reset };
}

function CallScreen() {
  const { session } = useSession();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const to = params.get('to');
  const about = params.get('about');
  // Who the invitation status names: the `?name=` callee, and someone brought in later is unnamed.
  const [calleeName, setCalleeName] = useState(params.get('name'));
  const autoJoin = params.get('join') === '1';
  const invitation = useInvitation(session);
  const autoTried = useRef(false);
  const [roomName, setRoomName] = useState(
    () => params.get('room') ?? (to && session ? defaultRoomName(session.userId, to) : ''),
  );
  const [participantName, setParticipantName] = useState(() => (session ? defaultParticipantName(session.userId) : ''));
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [mediaProblem, setMediaProblem] = useState<string | null>(null);
  const [microphone, setMicrophone] = useState(true);
  const [camera, setCamera] = useState(true);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [call, setCall] = useState<{ session: CallSession; title: string } | null>(null);
  const live = useRef<{ call: CallSession | null; local: MediaStream | null }>({ call: null, local: null });

  useEffect(() => {
    let cancelled = false;
    void openLocalMedia().then(({ stream, problem }) => {
      if (cancelled) return stopMedia(stream);
      live.current.local = stream;
      setLocal(stream);
      setMediaProblem(problem);
    });
    const end = () => {
      endCall(live.current.call);
      stopMedia(live.current.local);
    };
    window.addEventListener('pagehide', end);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', end);
      end();
    };
  }, []);

  // The tracks go dark at once; in a call the session also tells the others (LiveKit's mute).
  const applyMicrophone = (on: boolean) => {
    setMicrophone(on);
    for (const track of local?.getAudioTracks() ?? []) track.enabled = on;
    live.current.call?.setMicrophone(on);
  };
  const applyCamera = (on: boolean) => {
    setCamera(on);
    for (const track of local?.getVideoTracks() ?? []) track.enabled = on;
    live.current.call?.setCamera(on);
  };

  const join = async () => {
    if (!session?.apiToken || !local) return;
    setJoining(true);
    setError(null);
    try {
      const started = await startCall({
        roomName: roomName.trim(),
        participantName: participantName.trim(),
        apiToken: session.apiToken,
        local,
      });
      live.current.call = started;
      setCall({ session: started, title: roomName.trim() });
      if (to) invitation.invite(to, roomName.trim(), participantName.trim(), about);
    } catch (err) {
      console.error('call: joining failed', err);
      if (err instanceof ApiError && err.status === 403 && err.code === 'apiTokenInvalid') {
        // The live-channel token is no longer good: sign in again and come back here.
        clearSession();
        void navigate(loginPath(location.pathname + location.search));
        return;
      }
      // An ApiError comes from the token service (SPEC.md section 8: "Failed to get token: {errorMessage}").
      if (err instanceof ApiError) setError(t('video.tokenFailed', { errorMessage: errorText(err) }));
      else setError(errorText(err instanceof Error ? err.message : err));
    } finally {
      setJoining(false);
    }
  };

  // Opened by accepting an invitation: join as soon as the camera is ready.
  useEffect(() => {
    if (!autoJoin || autoTried.current || !local || !session?.apiToken || !roomName.trim() || !participantName.trim())
      return;
    autoTried.current = true;
    void join();
  });

  // A group call: let the person into this room on the server, then ring them.
  const invitePerson = async (userId: string) => {
    if (!session?.apiToken || !call) return;
    await letIntoCall(call.title, userId, session.apiToken);
    setCalleeName(null);
    invitation.invite(userId, call.title, participantName.trim(), about);
  };

  const leave = () => {
    invitation.reset();
    endCall(call?.session ?? null);
    live.current.call = null;
    setCall(null);
  };

  if (call && local) {
    return (
      <CallRoom
        session={call.session}
        title={call.title}
        name={participantName.trim()}
        local={local}
        microphone={microphone}
        camera={camera}
        onMicrophone={applyMicrophone}
        onCamera={applyCamera}
        onLeave={leave}
        notice={
          <>
            {invitation.status && (
              <Alert
                severity={invitation.status === 'ringing' || invitation.status === 'accepted' ? 'info' : 'warning'}
                data-testid="call-invitation-status"
              >
                {t(`video.${invitation.status === 'ringing' ? 'calling' : invitation.status}`, {
                  name: calleeName || t('video.callee'),
                })}
              </Alert>
            )}
            <InvitePerson onInvite={invitePerson} />
          </>
        }
      />
    );
  }
  return (
    <JoinPanel
      roomName={roomName}
      participantName={participantName}
      onRoomName={setRoomName}
      onParticipantName={setParticipantName}
      preview={local}
      mediaProblem={mediaProblem}
      microphone={microphone}
      camera={camera}
      onMicrophone={applyMicrophone}
      onCamera={applyCamera}
      canJoin={Boolean(session?.apiToken)}
      joining={joining || local === null}
      error={error}
      onJoin={() => void join()}
    />
  );
}
