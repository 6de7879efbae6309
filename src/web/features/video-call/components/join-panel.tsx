import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconMicrophone, IconMicrophoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { loginPath } from '@web/lib/paths';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConnectionTest } from './connection-test';
import { VideoTile } from './video-tile';

export interface JoinPanelProps {
  /** Who the call is with ("Call with Anna about Cello lessons"), once known; else the room names it. */
  title: string | null;
  roomName: string;
  participantName: string;
  onRoomName: (value: string) => void;
  onParticipantName: (value: string) => void;
  preview: MediaStream | null;
  mediaProblem: string | null;
  microphone: boolean;
  camera: boolean;
  onMicrophone: (on: boolean) => void;
  onCamera: (on: boolean) => void;
  /** Holding an access token (SPEC.md section 9): "Join a meeting"; otherwise "Login". */
  canJoin: boolean;
  joining: boolean;
  error: string | null;
  onJoin: () => void;
  /** SPEC.md section 4's join-on-accept option. */
  joinOnAccept: boolean;
  onJoinOnAccept: (on: boolean) => void;
  /** What became of an invitation (a decline ends the call and is told here). */
  notice?: React.ReactNode;
}

/**
 * The join dialog (SPEC.md section 2): the room, one's name, a camera preview with microphone and
 * camera on or off, and "Join a meeting" (or "Login" for a visitor). Both buttons wait for a room
 * and a name.
 */
export function JoinPanel(p: JoinPanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const ready = p.roomName.trim() !== '' && p.participantName.trim() !== '';
  return (
    <Card
      component="form"
      aria-label={t('video.joinTitle')}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, mx: 'auto' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && p.canJoin) p.onJoin();
      }}
    >
      <Typography variant="h5" component="h1" sx={{ mb: p.title && p.roomName.trim() ? 0.5 : 2 }}>
        {p.title ?? (p.roomName.trim() ? t('video.joinRoom', { room: p.roomName.trim() }) : t('video.joinTitle'))}
      </Typography>
      {p.title && p.roomName.trim() && (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 2 }} data-testid="call-room-name">
          {t('video.roomDetail', { room: p.roomName.trim() })}
        </Typography>
      )}
      {p.notice && <Box sx={{ mb: 2 }}>{p.notice}</Box>}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={1.5}>
          <VideoTile stream={p.camera ? p.preview : null} label={t('video.preview')} local testId="call-preview" />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
            <Tooltip title={p.microphone ? t('video.micOff') : t('video.micOn')}>
              <IconButton
                aria-pressed={!p.microphone}
                aria-label={p.microphone ? t('video.micOff') : t('video.micOn')}
                onClick={() => p.onMicrophone(!p.microphone)}
              >
                {p.microphone ? <IconMicrophone aria-hidden /> : <IconMicrophoneOff aria-hidden />}
              </IconButton>
            </Tooltip>
            <Tooltip title={p.camera ? t('video.camOff') : t('video.camOn')}>
              <IconButton
                aria-pressed={!p.camera}
                aria-label={p.camera ? t('video.camOff') : t('video.camOn')}
                onClick={() => p.onCamera(!p.camera)}
              >
                {p.camera ? <IconVideo aria-hidden /> : <IconVideoOff aria-hidden />}
              </IconButton>
            </Tooltip>
          </Stack>
          {p.mediaProblem && (
            <Alert severity="warning" data-testid="call-media-problem">
              {t('video.mediaProblem', {
                reason: t(`video.diag.reason.${p.mediaProblem}`, { defaultValue: t('video.diag.reason.unexpected') }),
              })}
            </Alert>
          )}
        </Stack>
        <Stack spacing={2}>
          {/* What the call service is told (SPEC.md's defaults: ids), smaller than the people. */}
          <TextField
            label={t('video.roomName')}
            value={p.roomName}
            onChange={(e) => p.onRoomName(e.target.value)}
            required
            fullWidth
            size="small"
          />
          <TextField
            label={t('video.participantName')}
            value={p.participantName}
            onChange={(e) => p.onParticipantName(e.target.value)}
            required
            fullWidth
            size="small"
            helperText={t('video.participantNameHelp')}
          />
          <FormControlLabel
            control={<Switch checked={p.joinOnAccept} onChange={(e) => p.onJoinOnAccept(e.target.checked)} />}
            label={t('video.joinOnAccept')}
          />
          {p.error && (
            <Alert severity="error" role="alert">
              {p.error}
            </Alert>
          )}
          {p.canJoin ? (
            <Button type="submit" variant="contained" size="large" disabled={!ready} loading={p.joining}>
              {t('video.join')}
            </Button>
          ) : (
            <Button
              variant="contained"
              size="large"
              disabled={!ready}
              component={RouterLink}
              to={loginPath(location.pathname + location.search)}
            >
              {t('video.login')}
            </Button>
          )}
          <ConnectionTest preview={p.preview} />
        </Stack>
      </Box>
    </Card>
  );
}
