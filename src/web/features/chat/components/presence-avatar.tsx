import type { ChatStatus } from '@common/schemas/chat';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { initials } from '@web/lib/initials';
import { useTranslation } from 'react-i18next';

/** The dot's colour per status: the palette's, so it follows light and dark. */
export const STATUS_COLOR: Record<ChatStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
};

export function StatusDot({ status, size = 10 }: { status: ChatStatus; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-status={status}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: STATUS_COLOR[status],
        flexShrink: 0,
      }}
    />
  );
}

/** A person's picture (or initials) with their presence dot at the bottom end corner. */
export function PresenceAvatar({
  name,
  avatarUrl,
  presence,
  size = 40,
}: {
  name: string;
  avatarUrl: string | null;
  presence: ChatStatus;
  size?: number;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{
        badge: {
          'aria-label': t('chat.presence', { status: t(`chat.status.${presence}`) }),
          role: 'img',
          'data-presence': presence,
          sx: {
            bgcolor: STATUS_COLOR[presence],
            width: 12,
            height: 12,
            borderRadius: '50%',
            border: 2,
            borderColor: 'background.paper',
          },
        } as object,
      }}
    >
      <Avatar src={avatarUrl ?? undefined} alt="" sx={{ width: size, height: size, fontWeight: 600 }}>
        {initials(name)}
      </Avatar>
    </Badge>
  );
}
