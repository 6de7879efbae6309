import type { SellerHome } from '@common/schemas/seller-home';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconMessage, IconPhoneOff } from '@tabler/icons-react';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { callUserPath, conversationPath, PATHS } from '@web/lib/paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const HEIGHT = 280;
/** On a phone the card sits alone in its row: no need to match the chart's height beside it. */
const PHONE_HEIGHT = 140;

function Row({
  icon,
  title,
  detail,
  action,
}: {
  icon: ReactNode;
  title: ReactNode;
  detail: string;
  action?: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
      {icon}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {title}
        <Typography variant="body2" color="textSecondary" noWrap>
          {detail}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

/** What waits for an answer: conversations with unread messages, and calls that rang out unanswered. */
export function WaitingCard({ data, state }: { data: SellerHome | undefined; state: CardState }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (
    <DashboardCard
      title={t('sellerHome.waiting.title')}
      state={state}
      height={HEIGHT}
      phoneHeight={PHONE_HEIGHT}
      testId="seller-waiting"
    >
      {() => {
        if (!data) return null;
        const { unread, missedCalls } = data;
        if (unread.conversations === 0 && missedCalls.count === 0)
          return (
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center', color: 'text.secondary' }}>
              <div>
                <IconCircleCheck size={40} stroke={1.25} aria-hidden />
                <Typography>{t('sellerHome.waiting.nothing')}</Typography>
              </div>
            </Box>
          );
        return (
          <>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {unread.latest.map((c) => (
                <Row
                  key={c.id}
                  icon={
                    <Badge badgeContent={c.unread} color="primary">
                      <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
                        <IconMessage size={18} aria-hidden />
                      </Avatar>
                    </Badge>
                  }
                  title={
                    <Link
                      component={RouterLink}
                      to={conversationPath(c.id)}
                      sx={{ fontWeight: 600, display: 'block' }}
                      noWrap
                    >
                      {c.otherName || t('sellerHome.waiting.someone')}
                    </Link>
                  }
                  detail={`${c.listingName} · ${when(c.lastMessageAt)}`}
                />
              ))}
              {missedCalls.latest.map((c) => (
                <Row
                  key={c.id}
                  icon={
                    <Avatar sx={{ width: 36, height: 36, bgcolor: 'error.main' }}>
                      <IconPhoneOff size={18} aria-hidden />
                    </Avatar>
                  }
                  title={
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {t('sellerHome.waiting.missedCall', { name: c.callerName || t('sellerHome.waiting.someone') })}
                    </Typography>
                  }
                  detail={[c.listingName, when(c.createdAt)].filter(Boolean).join(' · ')}
                  action={
                    <Button component={RouterLink} to={callUserPath(c.callerId)} size="small">
                      {t('sellerHome.waiting.callBack')}
                    </Button>
                  }
                />
              ))}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
              <Typography variant="body2" color="textSecondary">
                {t('sellerHome.waiting.unreadCount', { count: unread.messages })}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('sellerHome.waiting.missedCount', { count: missedCalls.count })}
              </Typography>
              <Link component={RouterLink} to={PATHS.myMessages} variant="body2" sx={{ ml: 'auto' }}>
                {t('sellerHome.waiting.allMessages')}
              </Link>
            </Box>
          </>
        );
      }}
    </DashboardCard>
  );
}
