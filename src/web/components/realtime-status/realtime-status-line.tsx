import Typography from '@mui/material/Typography';
import { FAB_OFFSET, FAB_SIZE } from '@web/components/scroll-to-top/fab-slot';
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
        // One line where it fits, centred. On a phone the room ids alone are wider than the screen:
        // each channel takes a line of its own at the start side, a room id breaks where it must
        // (all of it readable), and the end side stays clear for the cookie and scroll-to-top
        // buttons, which the taller pill would otherwise hide.
        insetInlineStart: { xs: 8, sm: 0 },
        insetInlineEnd: { xs: FAB_OFFSET.xs + FAB_SIZE + 8, sm: 0 },
        mx: { xs: 0, sm: 'auto' },
        width: 'fit-content',
        // The viewport less a margin (100% of the fixed box's containing block: 100vw would count
        // a scrollbar's width too).
        maxWidth: { xs: 'none', sm: 'calc(100% - 16px)' },
        whiteSpace: { xs: 'normal', sm: 'nowrap' },
        overflowWrap: 'anywhere',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        px: 1.5,
        py: 0.25,
        borderRadius: { xs: 2, sm: 999 },
        '& > [data-state]': { display: { xs: 'block', sm: 'inline' } },
        '& > [data-separator]': { display: { xs: 'none', sm: 'inline' } },
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
      <span data-state={me ?? ''}>
        {t(`realtime.me.${STATE_KEY[me ?? 'not connected']}`, { room: `room_${userId}` })}
      </span>
      <span data-separator aria-hidden>
        {' · '}
      </span>
      <span data-state={conf ?? ''}>
        {conference
          ? t(`realtime.conference.${STATE_KEY[conf ?? 'not connected']}`, { room: conference.room })
          : t('realtime.conference.none')}
      </span>
    </Typography>
  );
}
