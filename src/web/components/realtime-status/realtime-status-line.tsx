import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FAB_OFFSET, FAB_SIZE } from '@web/components/scroll-to-top/fab-slot';
import type { Channel } from '@web/lib/realtime/channel';
import { conferenceChannel, onConferenceChange, personalChannel } from '@web/lib/realtime/channels';
import type { ChannelState } from '@web/lib/realtime/reconnect-policy';
import { useSyncExternalStore } from 'react';
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

/**
 * The status line: "Me: connected (room_…)" and the conference room's state (SPEC.md section 2),
 * as a small one-line pill in the flow of the page at the end of the layout (RealtimeStatusSlot):
 * it takes its own space, so it never covers content. A part too long for the width ends in an
 * ellipsis; the whole line shows on hover and on keyboard focus.
 */
export default function RealtimeStatusLine({ userId, apiToken }: { userId: string; apiToken: string }) {
  const { t } = useTranslation('widgets');
  // The same channel LiveSession keeps open; asking for it here also draws it before that effect runs.
  const personal = personalChannel(userId, apiToken);
  const conference = useSyncExternalStore(onConferenceChange, conferenceChannel);
  const me = useChannelState(personal);
  const conf = useChannelState(conference);
  const meText = t(`realtime.me.${STATE_KEY[me ?? 'not connected']}`, { room: `room_${userId}` });
  const confText = conference
    ? t(`realtime.conference.${STATE_KEY[conf ?? 'not connected']}`, { room: conference.room })
    : t('realtime.conference.none');

  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        pb: 1,
        // Clear of the column of round buttons in the bottom corner (scroll to top, cookie
        // settings) when the page is scrolled to its end; the same on both sides keeps it centred.
        px: { xs: `${FAB_OFFSET.xs + FAB_SIZE + 8}px`, sm: `${FAB_OFFSET.sm + FAB_SIZE + 8}px` },
        '@media print': { display: 'none' },
      }}
    >
      <Typography
        component="div"
        role="status"
        aria-label={t('realtime.label')}
        // Focusable, so a keyboard user can open a shortened line in full (below).
        tabIndex={0}
        variant="caption"
        data-testid="realtime-status"
        sx={{
          display: 'flex',
          gap: 0.75,
          maxWidth: '100%',
          px: 1.5,
          py: 0.25,
          borderRadius: 999,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.secondary',
          whiteSpace: 'nowrap',
          '& > [data-state]': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
          // Hovered or focused, the whole line shows, on as many lines as it needs. CSS rather
          // than a tooltip: MUI's Tooltip and Popper would add about 12 KB to every signed-in page.
          '&:hover, &:focus-visible': {
            flexWrap: 'wrap',
            borderRadius: 2,
            '& > [data-state]': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
          },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <span data-state={me ?? ''}>{meText}</span>
        <span aria-hidden>·</span>
        {/* "Conference: none" is short: only a room name gives way, so the personal room shortens first. */}
        <span data-state={conf ?? ''} style={{ flexShrink: conference ? 1 : 0 }}>
          {confText}
        </span>
      </Typography>
    </Box>
  );
}
