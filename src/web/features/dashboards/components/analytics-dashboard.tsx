import Grid from '@mui/material/Grid';
import { IconActivity, IconMessage2, IconUsers, IconVideo, IconWorld } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/use-dashboard';
import { DaysChartCard, DonutCard } from './chart-cards';
import { DashboardToolbar } from '@web/components/dashboard/dashboard-toolbar';
import { periodText, siteLabel } from './labels';
import { StatRow } from './stat-row';
import { cardState } from '@web/components/dashboard/card-state';

/**
 * The Analytics dashboard: activity on the marketplace (people signed in now, messages and
 * contact requests day by day) and where the listings are.
 */
export function AnalyticsDashboard() {
  const { t, i18n } = useTranslation();
  const query = useDashboard();
  const state = cardState(query);
  const data = query.data;
  const statusLabel = useCallback((key: string) => t(`dashboards.status.${key}`), [t]);
  const statusRows = data
    ? (['published', 'draft', 'archived'] as const).map((key) => ({ key, count: data.listings.byStatus[key] }))
    : undefined;
  return (
    <>
      <DashboardToolbar title={t('dashboards.analytics.title')} period={periodText(t, i18n.language, data)} />
      <Grid container spacing={3}>
        <StatRow
          size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}
          state={state}
          stats={[
            {
              testId: 'stat-active',
              title: t('dashboards.stat.activeNow'),
              icon: IconActivity,
              tone: 'success',
              value: data?.sessions.activeNow,
              caption: t('dashboards.stat.activeHint', { minutes: data?.sessions.windowMinutes ?? 15 }),
            },
            {
              testId: 'stat-messages',
              title: t('dashboards.stat.messages'),
              icon: IconMessage2,
              tone: 'primary',
              value: data?.messages.sent,
            },
            {
              testId: 'stat-users',
              title: t('dashboards.stat.users'),
              icon: IconUsers,
              tone: 'info',
              value: data?.users.total,
              caption: t('dashboards.stat.usersHint'),
            },
            {
              testId: 'stat-live',
              title: t('dashboards.stat.liveListings'),
              icon: IconWorld,
              tone: 'warning',
              value: data?.listings.byStatus.published,
            },
            {
              testId: 'stat-calls',
              title: t('dashboards.stat.calls'),
              icon: IconVideo,
              tone: 'error',
              value: data?.calls.made,
              caption: t('dashboards.stat.callsHint', {
                answered: data?.calls.answered.current ?? 0,
                missed: data?.calls.missed.current ?? 0,
              }),
            },
          ]}
        />

        <Grid size={{ xs: 12, lg: 8 }}>
          <DaysChartCard
            testId="chart-activity"
            type="line"
            title={t('dashboards.activity.title')}
            subtitle={t('dashboards.activity.subtitle')}
            state={state}
            height={300}
            series={[
              { name: t('dashboards.stat.messages'), data: data?.messages.perDay },
              { name: t('dashboards.stat.contact'), data: data?.contact.perDay },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DonutCard
            testId="chart-sites"
            title={t('dashboards.bySite.title')}
            subtitle={t('dashboards.byKind.subtitle')}
            state={state}
            height={300}
            rows={data?.listings.bySite}
            labelOf={siteLabel}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DonutCard
            testId="chart-status"
            title={t('dashboards.byStatus.title')}
            state={state}
            height={260}
            rows={statusRows}
            labelOf={statusLabel}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <DaysChartCard
            testId="chart-growth"
            type="bar"
            title={t('dashboards.signUps.title')}
            subtitle={t('dashboards.signUps.subtitle')}
            state={state}
            height={260}
            series={[
              { name: t('dashboards.stat.signUps'), data: data?.users.signUpsPerDay },
              { name: t('dashboards.stat.published'), data: data?.listings.publishedPerDay },
            ]}
          />
        </Grid>
      </Grid>
    </>
  );
}
