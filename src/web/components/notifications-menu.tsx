import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { IconBell } from '@tabler/icons-react';
import { useUnreadMessages } from '@web/lib/conversations';
import { useMissedCalls } from '@web/lib/missed-calls';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from './hint';

// The popover and its list load when the bell is first used, or the pointer or focus reaches it
// (ADR 0021): the bell and its count are all a page needs to paint.
const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(loadPanel);

/**
 * The navbar's notifications: missed video calls not yet seen (each calls the caller back) and
 * conversations with unread messages (each leading to it), and a way to mark them all read. The
 * counts come from live-refreshed queries; the conversation list is asked for only while the
 * popover is open.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const unread = useUnreadMessages();
  const calls = useMissedCalls();
  const unseenCalls = calls.data?.unseen ?? 0;
  const label = [
    t('navbar.notifications'),
    ...(unseenCalls > 0 ? [t('notifications.missedCalls', { count: unseenCalls })] : []),
    ...(unread > 0 ? [t('notifications.unreadMessages', { count: unread })] : []),
  ].join(', ');

  return (
    <>
      <Hint title={t('navbar.notifications')}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={(e) => {
            setWanted(true);
            setAnchor(e.currentTarget);
          }}
          data-testid="notifications-bell"
        >
          <Badge color="error" badgeContent={unread + unseenCalls} max={99}>
            <IconBell size={22} stroke={1.75} aria-hidden />
          </Badge>
        </IconButton>
      </Hint>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationsPanel anchor={anchor} onClose={() => setAnchor(null)} unread={unread} />
        </Suspense>
      )}
    </>
  );
}
