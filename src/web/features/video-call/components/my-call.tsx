import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from '@web/lib/api-error';
import { useErrorText } from '@web/lib/error-text';
import { loginPath } from '@web/lib/paths';
import { clearSession } from '@web/lib/session';
import { useSession } from '@web/lib/session-context';
import { useHydrated } from '@web/lib/use-hydrated';
import { usePerson } from '@web/lib/people';
import { randomId } from '@web/lib/random-id';
import { onInvitationMessage, sendInvitationMessage, type CallInvitation } from '@web/lib/realtime/call-invitations';
import { useInvitationTimeout } from '@web/lib/realtime/use-invitation-timeout';
import { personalChannel } from '@web/lib/realtime/channels';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { defaultParticipantName, defaultRoomName, otherInRoom } from '../lib/call-defaults';
import type { CallSession } from '../lib/call-session';
import { openLocalMedia, stopMedia } from '../lib/local-media';
import { letIntoCall } from '../lib/invite-to-call';
import { useJoinOnAccept } from '../lib/join-on-accept';
import { endCall, startCall } from '../lib/start-call';
import { CallRoom } from './call-room';
import { InvitePerson } from './invite-person';
import { JoinPanel } from './join-panel';

/**
 * The call screen, /my-call (issue #16). `?to=<userId>` names the callee: the room defaults to
 * callerId_calleeId; `?room=` names a room outright (the callee's way in until invitations come).
 * Leaving, or closing the page, ends the call and stops the camera. People are shown by the names
 * of their accounts, looked up by id (issue #33); the ids and the SPEC's default names stay what
 * goes over the wire.
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
  // Camera, microphone and WebRTC exist only in a secure context (HTTPS or localhost): over plain
  // http elsewhere nothing of a call can work, so say so before anything fails (issue #33).
  if (!window.isSecureContext) return <InsecureOrigin />;
  return <CallScreen />;
}

function InsecureOrigin() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
      <Alert severity="error" data-testid="call-insecure">
        <AlertTitle component="h1">{t('video.insecure.title')}</AlertTitle>
        {t('video.insecure.text')}
      </Alert>
    </Card>
  );
}

type InviteStatus = 'ringing' | 'accepted' | 'declined' | 'noAnswer';

type Answer = Pick<CallInvitation, 'from' | 'roomName' | 'messageId'>;

/**
 * The caller's side of an invitation: sent once the call is joined, then "Calling…", and what
 * became of it: accepted, declined, or no answer after 30 s. `to` is who was rung (their id; the
 * screen shows their account's name). An answer to any invitation this screen sent counts, also
 * after leaving the room: join-on-accept acts on it.
 */
function useInvitation(
  session: { userId: string; apiToken: string | null } | null,
  on: { accepted: (answer: Answer) => void; declined: (answer: Answer) => void },
) {
  const [state, setState] = useState<{ status: InviteStatus; to: string } | null>(null);
  const timeoutMs = useInvitationTimeout();
  const sent = useRef<{ messageId: string; timer?: ReturnType<typeof setTimeout> } | null>(null);
  const ours = useRef(new Set<string>());
  const handlers = useRef(on);
  useEffect(() => {
    handlers.current = on;
  });
  useEffect(
    () =>
      onInvitationMessage((message) => {
        if (message.type === 'callInvitation' || !ours.current.has(message.messageId)) return;
        if (sent.current?.messageId === message.messageId) clearTimeout(sent.current.timer);
        // `from` is the stamped sender: the callee who answered.
        const accepted = message.type === 'acceptcallInvitation';
        setState({ status: accepted ? 'accepted' : 'declined', to: message.from });
        if (accepted) handlers.current.accepted(message);
        else handlers.current.declined(message);
      }),
    [],
  );
  useEffect(() => () => clearTimeout(sent.current?.timer), []);
  const invite = (to: string, roomName: string, about: string | null) => {
    const channel = session ? personalChannel(session.userId, session.apiToken) : null;
    if (!session || !channel) return;
    const messageId = randomId();
    ours.current.add(messageId);
    clearTimeout(sent.current?.timer);
    sent.current = {
      messageId,
      timer: setTimeout(
        () => setState((now) => (now?.status === 'ringing' ? { ...now, status: 'noAnswer' } : now)),
        timeoutMs,
      ),
    };
    setState({ status: 'ringing', to });
    // No caller name in the message: the callee's popup asks the server who `from` is.
    void sendInvitationMessage(channel, to, {
      type: 'callInvitation',
      from: session.userId,
      roomName,
      messageId,
      ...(about ? { about } : {}),
    });
  };
  const reset = useCallback(() => {
    clearTimeout(sent.current?.timer);
    sent.current = null;
    setState(null);
  }, []);
  /** "accepted and joining" is old news once they are in the room. */
  const joined = useCallback(
    (userIds: readonly string[]) =>
      setState((now) => (now?.status === 'accepted' && userIds.includes(now.to) ? null : now)),
    [],
  );
  return { state, invite, reset, joined };
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
  // The `?name=` of the callee (the offer page's owner name) stands in while their account's loads.
  const calleeHint = params.get('name');
  const autoJoin = params.get('join') === '1';
  const selfId = session?.userId ?? '';
  const [joinOnAccept, setJoinOnAccept] = useJoinOnAccept();
  const autoTried = useRef(false);
  const [roomName, setRoomName] = useState(
    () => params.get('room') ?? (to && session ? defaultRoomName(session.userId, to) : ''),
  );
  const [participantName, setParticipantName] = useState(() => (session ? defaultParticipantName(session.userId) : ''));
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [mediaOpening, setMediaOpening] = useState(true);
  const [mediaProblem, setMediaProblem] = useState<string | null>(null);
  const [microphone, setMicrophone] = useState(true);
  const [camera, setCamera] = useState(true);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [call, setCall] = useState<{ session: CallSession; room: string } | null>(null);
  const live = useRef<{
    call: CallSession | null;
    room: string | null;
    local: MediaStream | null;
    mounted: boolean;
    wanted: { microphone: boolean; camera: boolean };
  }>({ call: null, room: null, local: null, mounted: false, wanted: { microphone: true, camera: true } });
  // Who the call is with: the callee, the caller who rang (`?with=`), or the other of a default room.
  const withId = to ?? params.get('with') ?? otherInRoom(roomName.trim(), selfId);
  const withPerson = usePerson(withId);

  /** Takes a freshly opened camera and microphone, on or off as the buttons say. */
  const adopt = (stream: MediaStream, problem: string | null) => {
    for (const track of stream.getAudioTracks()) track.enabled = live.current.wanted.microphone;
    for (const track of stream.getVideoTracks()) track.enabled = live.current.wanted.camera;
    live.current.local = stream;
    setLocal(stream);
    setMediaProblem(problem);
    setMediaOpening(false);
  };

  /** Opens them again after a leave; null when the screen went meanwhile (and they are stopped). */
  const reopenMedia = async (): Promise<MediaStream | null> => {
    setMediaOpening(true);
    const { stream, problem } = await openLocalMedia();
    if (!live.current.mounted) {
      stopMedia(stream);
      return null;
    }
    adopt(stream, problem);
    return stream;
  };

  useEffect(() => {
    let cancelled = false;
    const now = live.current;
    now.mounted = true;
    // Once per screen: later opens (after a leave) come from join().
    void openLocalMedia().then(({ stream, problem }) => {
      if (cancelled) return stopMedia(stream);
      adopt(stream, problem);
    });
    const end = () => {
      endCall(now.call);
      stopMedia(now.local);
    };
    window.addEventListener('pagehide', end);
    return () => {
      cancelled = true;
      now.mounted = false;
      window.removeEventListener('pagehide', end);
      end();
    };
  }, []);

  // The tracks go dark at once; in a call the session also tells the others (LiveKit's mute).
  const applyMicrophone = (on: boolean) => {
    live.current.wanted.microphone = on;
    setMicrophone(on);
    for (const track of local?.getAudioTracks() ?? []) track.enabled = on;
    live.current.call?.setMicrophone(on);
  };
  const applyCamera = (on: boolean) => {
    live.current.wanted.camera = on;
    setCamera(on);
    for (const track of local?.getVideoTracks() ?? []) track.enabled = on;
    live.current.call?.setCamera(on);
  };

  const signInAgain = () => {
    clearSession();
    void navigate(loginPath(location.pathname + location.search));
  };

  const join = async (room: string, ring: boolean) => {
    if (!session) return;
    // The button follows the access token (SPEC.md section 9); the call itself needs the
    // live-channel token, which every sign-in hands out: a session without one signs in afresh.
    if (!session.apiToken) {
      signInAgain();
      return;
    }
    setJoining(true);
    setError(null);
    try {
      const media = live.current.local ?? (await reopenMedia());
      if (!media) return;
      const started = await startCall({
        roomName: room,
        participantName: participantName.trim(),
        apiToken: session.apiToken,
        local: media,
      });
      live.current.call = started;
      live.current.room = room;
      setCall({ session: started, room });
      if (ring && to) invitation.invite(to, room, about);
    } catch (err) {
      console.error('call: joining failed', err);
      if (err instanceof ApiError && err.status === 403 && err.code === 'apiTokenInvalid') {
        // The live-channel token is no longer good: sign in again and come back here.
        signInAgain();
        return;
      }
      // An ApiError comes from the token service (SPEC.md section 8: "Failed to get token: {errorMessage}").
      if (err instanceof ApiError) setError(t('video.tokenFailed', { errorMessage: errorText(err) }));
      else setError(errorText(err instanceof Error ? err.message : err));
    } finally {
      setJoining(false);
    }
  };

  /**
   * Leaves the call; the camera and microphone stop with it (issue #33: the light went on
   * burning), and joining again opens them anew. `keepNotice`: what became of the invitation
   * stays on screen (a decline says so after the room is left).
   */
  const leave = (keepNotice = false) => {
    if (!keepNotice) invitation.reset();
    endCall(live.current.call);
    live.current.call = null;
    live.current.room = null;
    setCall(null);
    stopMedia(live.current.local);
    live.current.local = null;
    setLocal(null);
  };

  const invitation = useInvitation(session, {
    // SPEC.md section 4: with join-on-accept on, an accepted invitation takes the caller into its
    // room (after a leave, or from another room); already there, nothing changes.
    accepted: (answer) => {
      if (!joinOnAccept || live.current.room === answer.roomName || joining) return;
      if (live.current.call) leave(true);
      setRoomName(answer.roomName);
      void join(answer.roomName, false);
    },
    // Declined, and nobody else in the room: there is nothing to wait for, so the caller leaves
    // (the notice stays); in a group call the others are still there.
    declined: (answer) => {
      if (live.current.room === answer.roomName && live.current.call?.remotes.length === 0) leave(true);
    },
  });

  const joinedUpdate = invitation.joined;
  useEffect(() => {
    if (!call) return;
    const check = () => joinedUpdate(call.session.remotes.map((r) => r.userId));
    check();
    return call.session.subscribe(check);
  }, [call, joinedUpdate]);

  // Opened by accepting an invitation: join as soon as the camera is ready.
  useEffect(() => {
    if (!autoJoin || autoTried.current || !local || !session?.apiToken || !roomName.trim() || !participantName.trim())
      return;
    autoTried.current = true;
    void join(roomName.trim(), true);
  });

  // A group call: let the person into this room on the server, then ring them.
  const invitePerson = async (userId: string) => {
    if (!session?.apiToken || !call) return;
    await letIntoCall(call.room, userId, session.apiToken);
    invitation.invite(userId, call.room, about);
  };

  const invitee = usePerson(invitation.state?.to);
  const inviteeName =
    invitee?.name ?? (invitation.state?.to === to && calleeHint ? calleeHint : null) ?? t('video.callee');
  const notice = invitation.state && (
    <Alert
      severity={invitation.state.status === 'ringing' || invitation.state.status === 'accepted' ? 'info' : 'warning'}
      data-testid="call-invitation-status"
    >
      {t(`video.${invitation.state.status === 'ringing' ? 'calling' : invitation.state.status}`, {
        name: inviteeName,
      })}
    </Alert>
  );

  if (call && local) {
    return (
      <CallRoom
        session={call.session}
        roomName={call.room}
        selfId={selfId}
        withId={withId}
        about={about}
        name={participantName.trim()}
        local={local}
        microphone={microphone}
        camera={camera}
        onMicrophone={applyMicrophone}
        onCamera={applyCamera}
        onLeave={() => leave()}
        notice={
          <>
            {notice}
            <InvitePerson onInvite={invitePerson} exclude={[selfId, ...call.session.remotes.map((r) => r.userId)]} />
          </>
        }
      />
    );
  }
  return (
    <JoinPanel
      title={
        withPerson
          ? about
            ? t('video.callWithAbout', { name: withPerson.name, about })
            : t('video.callWith', { name: withPerson.name })
          : null
      }
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
      canJoin={Boolean(session?.accessToken)}
      joining={joining || mediaOpening}
      error={error}
      onJoin={() => void join(roomName.trim(), true)}
      joinOnAccept={joinOnAccept}
      onJoinOnAccept={setJoinOnAccept}
      notice={notice}
    />
  );
}
