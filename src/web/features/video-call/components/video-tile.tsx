import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconUser } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * One participant's picture and name. The video is always muted: a remote participant's sound
 * plays from its own hidden audio element (SPEC.md section 2), and one's own is never played.
 */
export function VideoTile({
  stream,
  label,
  local = false,
  testId,
  avatarUrl,
}: {
  stream: MediaStream | null;
  label: string;
  /** Shown instead of the video while there is none (camera off, media not there yet). */
  avatarUrl?: string | null;
  local?: boolean;
  testId: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
    if (audio.current) audio.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      data-testid={testId}
      sx={{
        position: 'relative',
        bgcolor: 'grey.900',
        borderRadius: 2,
        overflow: 'hidden',
        aspectRatio: '16 / 9',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {stream ? (
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          aria-label={label}
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: local ? 'scaleX(-1)' : undefined }}
        />
      ) : avatarUrl ? (
        <Avatar src={avatarUrl} alt="" sx={{ width: 96, height: 96 }} />
      ) : (
        <IconUser size={48} color="#9e9e9e" aria-hidden />
      )}
      {!local && stream && <audio ref={audio} autoPlay hidden />}
      <Typography
        variant="body2"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          bottom: 8,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: '#fff',
        }}
      >
        {label}
      </Typography>
    </Box>
  );
}
