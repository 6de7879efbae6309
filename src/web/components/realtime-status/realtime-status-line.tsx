import Typography from '@mui/material/Typography';
import type { Channel } from '@web/lib/realtime/channel';
import { closeAllChannels, conferenceChannel, onConferenceChange, personalChannel } from '@web/lib/realtime/channels';
import type { ChannelState } from '@web/lib/realtime/reconnect-policy';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const NONE = () => () => {};
function useChannelState(channel: Channel | null): ChannelState | null {
  return useSyncExternalStore(channel?.subscribe ?? NONE, () => channel?.getState() ?? null);
}

const STATE_KEY: Record<ChannelState, string> = {
  connected: 'connected',
  connecting: 'connecting',
  'not connected': 'disconnected',
};

/** Opens the personal channel and shows "Me: connected/disconnected" with its room, and the conference room's status. */
export default function RealtimeStatusLine({ userId, apiToken }: { userId: string; apiToken: string }) {
  const { t } = useTranslation('widgets');
  const personal = personalChannel(userId, apiToken);
  const conference = useSyncExternalStore(onConferenceChange, conferenceChannel);
  const me = useChannelState(personal);
  const conf = useChannelState(conference);
  // Signed out or another user: the channels of the old token close (this line unmounts or re-keys).
  useEffect(() => () => closeAllChannels(), [userId, apiToken]);

  return (
    <Typography
      component="div"
      role="status"
      aria-label={t('realtime.label')}
      variant="caption"
      data-testid="realtime-status"
      sx={{
        // A small pill at the bottom centre rather than a bare line across the page: it stays
        // legible over whatever scrolls under it and covers as little of the content as it can.
        position: 'fixed',
        insetBlockEnd: 4,
        insetInlineStart: 0,
        insetInlineEnd: 0,
        mx: 'auto',
        width: 'fit-content',
        maxWidth: 'calc(100vw - 16px)',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        px: 1.5,
        py: 0.25,
        borderRadius: 999,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        textAlign: 'center',
        pointerEvents: 'none',
        color: 'text.secondary',
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        '@media print': { display: 'none' },
      }}
    >
      <span data-state={me ?? ''}>{t(`realtime.me.${STATE_KEY[me ?? 'not connected']}`, { room: `room_${userId}` })}</span>
      {' · '}
      <span data-state={conf ?? ''}>
        {conference ? t(`realtime.conference.${STATE_KEY[conf ?? 'not connected']}`, { room: conference.room }) : t('realtime.conference.none')}
      </span>
    </Typography>
  );
}
