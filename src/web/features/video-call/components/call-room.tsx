import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconMicrophone, IconMicrophoneOff, IconPhoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallSession } from '../lib/call-session';
import { VideoTile } from './video-tile';

/**
 * In the room (SPEC.md section 2): its title, "Leave meeting", one's own video "(You)", a tile per
 * other participant, microphone and camera on or off, and the connection state ("Reconnecting..."
 * while the live channel is down).
 */
export function CallRoom({
  session,
  title,
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
  title: string;
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
  const { t } = useTranslation();
  // The session changes outside React; a key of what is shown re-renders the screen when it
  // changes (the number of tracks too: LiveKit hands a new stream when someone's tracks change).
  const version = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () =>
      `${session.state}:${session.remotes.map((r) => `${r.peerId}${r.name}${r.connection}${r.stream?.getTracks().length ?? 0}`).join(',')}`,
  );
  void version;
  const state = session.state;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <Chip
          data-testid="call-state"
          color={state === 'connected' ? 'success' : state === 'reconnecting' ? 'warning' : 'default'}
          label={t(`video.state.${state}`)}
          role="status"
        />
        <Button color="error" variant="contained" startIcon={<IconPhoneOff aria-hidden />} onClick={onLeave}>
          {t('video.leave')}
        </Button>
      </Box>
      {notice}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(320px, 1fr))' } }}
      >
        <VideoTile stream={camera ? local : null} label={`${name} ${t('video.you')}`} local testId="local-tile" />
        {session.remotes.map((peer) => (
          <VideoTile
            key={peer.peerId}
            stream={peer.stream}
            label={peer.name || t('video.someone')}
            testId="remote-tile"
          />
        ))}
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
    </Stack>
  );
}
