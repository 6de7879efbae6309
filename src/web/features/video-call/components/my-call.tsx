import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from '@web/lib/api-error';
import { useErrorText } from '@web/lib/error-text';
import { loginPath } from '@web/lib/paths';
import { clearSession } from '@web/lib/session';
import { useSession } from '@web/lib/session-context';
import { useHydrated } from '@web/lib/use-hydrated';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { defaultParticipantName, defaultRoomName } from '../lib/call-defaults';
import type { CallSession } from '../lib/call-session';
import { openLocalMedia, stopMedia } from '../lib/local-media';
import { endCall, startCall } from '../lib/start-call';
import { CallRoom } from './call-room';
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

function CallScreen() {
  const { session } = useSession();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const to = params.get('to');
  const [roomName, setRoomName] = useState(() => params.get('room') ?? (to && session ? defaultRoomName(session.userId, to) : ''));
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

  const applyMicrophone = (on: boolean) => {
    setMicrophone(on);
    for (const track of local?.getAudioTracks() ?? []) track.enabled = on;
  };
  const applyCamera = (on: boolean) => {
    setCamera(on);
    for (const track of local?.getVideoTracks() ?? []) track.enabled = on;
  };

  const join = async () => {
    if (!session?.apiToken || !local) return;
    setJoining(true);
    setError(null);
    try {
      const started = await startCall({ roomName: roomName.trim(), participantName: participantName.trim(), apiToken: session.apiToken, local });
      live.current.call = started;
      setCall({ session: started, title: roomName.trim() });
    } catch (err) {
      console.error('call: joining failed', err);
      if (err instanceof ApiError && err.status === 403 && err.code === 'apiTokenInvalid') {
        // The live-channel token is no longer good: sign in again and come back here.
        clearSession();
        void navigate(loginPath(location.pathname + location.search));
        return;
      }
      setError(errorText(err instanceof ApiError ? err : err instanceof Error ? err.message : err));
    } finally {
      setJoining(false);
    }
  };

  const leave = () => {
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
