import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconMicrophone, IconMicrophoneOff, IconPhoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { usePeople, usePerson } from '@web/lib/people';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallSession } from '../lib/call-session';
import { departedFrom, joinNames, titlePeople } from '../lib/call-title';
import { VideoTile } from './video-tile';

const SNACKBAR_MS = 5000;

/**
 * In the room (SPEC.md section 2): its title, "Leave meeting", one's own video "(You)", a tile per
 * other participant, microphone and camera on or off, and the connection state ("Reconnecting..."
 * while the live channel is down). The title says who the call is with ("Call with Anna about
 * Cello lessons"), the room's name below it in small; tiles carry the names of the accounts, and
 * someone leaving is told to those who stay (issue #33).
 */
export function CallRoom({
  session,
  roomName,
  selfId,
  withId,
  about,
  name,
  local,
  microphone,
  camera,
  onMicrophone,
  onCamera,
  onLeave,
  notice,
}: {
  session: CallSession;
  roomName: string;
  selfId: string;
  /** Who the call is with before anyone is in the room (the callee, or the caller who rang). */
  withId: string | null;
  /** What the call is about (the listing), when said. */
  about: string | null;
  /** One's participant name (SPEC.md's default unless changed), shown until the account's loads. */
  name: string;
  local: MediaStream;
  microphone: boolean;
  camera: boolean;
  onMicrophone: (on: boolean) => void;
  onCamera: (on: boolean) => void;
  onLeave: () => void;
  /** What became of the invitation, for the caller. */
  notice?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  // The session changes outside React; a key of what is shown re-renders the screen when it
  // changes (the number of tracks too: LiveKit hands a new stream when someone's tracks change).
  const version = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () =>
      `${session.state}:${session.remotes.map((r) => `${r.peerId}${r.name}${r.connection}${r.stream?.getTracks().length ?? 0}`).join(',')}`,
  );
  const state = session.state;
  const me = usePerson(selfId);
  const remoteIds = session.remotes.map((r) => r.userId);
  const titled = titlePeople(remoteIds, withId, selfId);
  const people = usePeople([...titled, ...remoteIds]);
  const names = titled.map((id) => people.get(id)?.name).filter((n): n is string => Boolean(n));
  const title =
    names.length === 0
      ? t('video.untitled')
      : about
        ? t('video.callWithAbout', { name: joinNames(names, i18n.language), about })
        : t('video.callWith', { name: joinNames(names, i18n.language) });

  // Someone whose every connection went while this side stays connected has left: say who. A
  // drop of one's own connection (reconnecting) empties the list too, and says nothing.
  const [departed, setDeparted] = useState<{ userId: string; key: number } | null>(null);
  const present = useRef<string[]>([]);
  useEffect(() => {
    const now = session.remotes.map((r) => r.userId);
    if (session.state === 'connected') {
      const gone = departedFrom(present.current, now, selfId);
      if (gone) setDeparted({ userId: gone, key: Date.now() });
    }
    present.current = now;
  }, [version, session, selfId]);
  const departedPerson = usePerson(departed?.userId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {/* A row of its own on a phone, where beside the buttons it would shrink to "Call w…". */}
        <Box sx={{ flex: 1, minWidth: { xs: '100%', sm: 0 } }}>
          <Typography variant="h5" component="h1" noWrap title={title}>
            {title}
          </Typography>
          <Typography variant="caption" color="textSecondary" data-testid="call-room-name" noWrap component="p">
            {t('video.roomDetail', { room: roomName })}
          </Typography>
        </Box>
        <Chip
          data-testid="call-state"
          color={state === 'connected' ? 'success' : state === 'reconnecting' ? 'warning' : 'default'}
          label={t(`video.state.${state}`)}
          role="status"
        />
        <Button
          color="error"
          variant="contained"
          startIcon={<IconPhoneOff aria-hidden />}
          onClick={onLeave}
          sx={{ flexShrink: 0 }}
        >
          {t('video.leave')}
        </Button>
      </Box>
      {notice}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(320px, 1fr))' } }}
      >
        <VideoTile
          stream={camera ? local : null}
          label={`${me?.name ?? name} ${t('video.you')}`}
          avatarUrl={me?.avatarUrl}
          local
          testId="local-tile"
        />
        {session.remotes.map((peer) => {
          // The account's name by the id the server stamped; the name their browser sent only
          // while it loads (or where a call service gives no account id).
          const person = people.get(peer.userId);
          return (
            <VideoTile
              key={peer.peerId}
              stream={peer.stream}
              label={person?.name || peer.name || t('video.someone')}
              avatarUrl={person?.avatarUrl}
              testId="remote-tile"
            />
          );
        })}
      </Box>
      {session.remotes.length === 0 && (
        <Typography color="textSecondary" sx={{ textAlign: 'center' }} role="status">
          {t('video.waiting')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
        <Tooltip title={microphone ? t('video.micOff') : t('video.micOn')}>
          <IconButton
            size="large"
            aria-pressed={!microphone}
            aria-label={microphone ? t('video.micOff') : t('video.micOn')}
            onClick={() => onMicrophone(!microphone)}
          >
            {microphone ? <IconMicrophone aria-hidden /> : <IconMicrophoneOff aria-hidden />}
          </IconButton>
        </Tooltip>
        <Tooltip title={camera ? t('video.camOff') : t('video.camOn')}>
          <IconButton
            size="large"
            aria-pressed={!camera}
            aria-label={camera ? t('video.camOff') : t('video.camOn')}
            onClick={() => onCamera(!camera)}
          >
            {camera ? <IconVideo aria-hidden /> : <IconVideoOff aria-hidden />}
          </IconButton>
        </Tooltip>
      </Stack>
      <Snackbar
        key={departed?.key}
        open={departed !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_, reason) => reason !== 'clickaway' && setDeparted(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="info" variant="filled" onClose={() => setDeparted(null)} data-testid="call-left-notice">
          {t('video.leftCall', { name: departedPerson?.name ?? t('video.someone') })}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
