import Chip from '@mui/material/Chip';
import { useUnreadMessages } from '@web/lib/conversations';
import type { NavCounter } from '@web/navigation/nav-types';
import { useTranslation } from 'react-i18next';

/** The count beside a menu entry; nothing while it is zero. */
export function NavCounterBadge({ counter }: { counter: NavCounter }) {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  const value = counter === 'unreadMessages' ? unread : 0;
  if (value === 0) return null;
  return (
    <Chip
      size="small"
      color="error"
      label={value > 99 ? '99+' : value}
      aria-label={t('notifications.unreadMessages', { count: value })}
      data-testid="nav-unread-messages"
      sx={{ height: 20, fontSize: 12, fontWeight: 600, marginInlineStart: 1 }}
    />
  );
}
