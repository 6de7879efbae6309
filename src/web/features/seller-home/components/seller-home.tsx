import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { IconEye, IconMessage, IconMessageCircle, IconPhone, IconPlus } from '@tabler/icons-react';
import { cardState } from '@web/components/dashboard/card-state';
import { StatCard } from '@web/components/dashboard/stat-card';
import { PageHeader } from '@web/components/page-header';
import { PATHS } from '@web/lib/paths';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePeriod, useSellerHome } from '../api/use-seller-home';
import { ActivityChartCard } from './activity-chart-card';
import { DraftsCard } from './drafts-card';
import { FirstListing } from './first-listing';
import { ListingStatsCard } from './listing-stats-card';
import { PeriodPicker } from './period-picker';
import { WaitingCard } from './waiting-card';

/**
 * A member's Home on a marketplace site (issue #33): how their listings on this site are doing
 * (offer-page views, messages and calls per day), what waits for them (unread conversations,
 * missed calls) and the drafts to finish. A seller without a single listing is asked to add one.
 */
export function SellerHome() {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriod();
  const query = useSellerHome(period);
  const state = cardState(query);
  const data = query.data;
  const days = data?.days.length ?? 30;
  const isNew = data !== undefined && data.listings.length === 0 && data.drafts.length === 0;
  const waiting = data ? data.unread.conversations + data.missedCalls.count : 0;
  const inPeriod = t('sellerHome.stat.lastDays', { count: days });
  const stats = [
    { id: 'views', icon: IconEye, tone: 'primary', value: data?.totals.views, caption: inPeriod },
    { id: 'messages', icon: IconMessage, tone: 'warning', value: data?.totals.messages, caption: inPeriod },
    { id: 'calls', icon: IconPhone, tone: 'success', value: data?.totals.calls, caption: inPeriod },
    {
      id: 'unread',
      icon: IconMessageCircle,
      tone: 'secondary',
      value: data?.unread.conversations,
      caption: t('sellerHome.stat.now'),
    },
  ] as const;

  return (
    <Box data-testid="seller-home">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, gap: 2, mb: 3 }}
      >
        <PageHeader gutter={false} title={t('sellerHome.title')} subtitle={t('sellerHome.subtitle')} />
        {!isNew && (
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <PeriodPicker value={period} onChange={setPeriod} />
            <Button component={RouterLink} to={PATHS.addListing} variant="contained" startIcon={<IconPlus size={18} />}>
              {t('sellerHome.addListing')}
            </Button>
          </Stack>
        )}
      </Stack>
      {isNew ? (
        <Stack spacing={3}>
          <FirstListing addPath={PATHS.addListing} />
          {waiting > 0 && <WaitingCard data={data} state={state} />}
        </Stack>
      ) : (
        <Grid container spacing={3}>
          {stats.map((stat) => (
            <Grid key={stat.id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatCard
                testId={`seller-stat-${stat.id}`}
                title={t(`sellerHome.stat.${stat.id}`)}
                icon={stat.icon}
                tone={stat.tone}
                state={state}
                value={stat.value}
                caption={stat.caption}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, lg: 8 }}>
            <ActivityChartCard data={data} state={state} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <WaitingCard data={data} state={state} />
          </Grid>
          <Grid size={{ xs: 12, lg: data && data.drafts.length > 0 ? 8 : 12 }}>
            <ListingStatsCard listings={data?.listings ?? []} state={state} count={data?.listings.length ?? 3} />
          </Grid>
          {data && data.drafts.length > 0 && (
            <Grid size={{ xs: 12, lg: 4 }}>
              <DraftsCard drafts={data.drafts} />
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  );
}
