import Grid from '@mui/material/Grid';
import { IconActivity, IconMessage2, IconUsers, IconVideo, IconWorld } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/use-dashboard';
import { DaysChart, hasCounts, ShareDonut } from './charts';
import { DashboardCard } from './dashboard-card';
import { DashboardToolbar } from './dashboard-toolbar';
import { periodText, siteLabel } from './labels';
import { StatCard } from './stat-card';
import { cardState } from './use-card-state';

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
    : [];
  return (
    <>
      <DashboardToolbar title={t('dashboards.analytics.title')} period={periodText(t, i18n.language, data)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
          <StatCard
            testId="stat-active"
            title={t('dashboards.stat.activeNow')}
            icon={IconActivity}
            tone="success"
            state={state}
            value={data?.sessions.activeNow}
            caption={t('dashboards.stat.activeHint', { minutes: data?.sessions.windowMinutes ?? 15 })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
          <StatCard
            testId="stat-messages"
            title={t('dashboards.stat.messages')}
            icon={IconMessage2}
            tone="primary"
            state={state}
            value={data?.messages.sent}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
          <StatCard
            testId="stat-users"
            title={t('dashboards.stat.users')}
            icon={IconUsers}
            tone="info"
            state={state}
            value={data?.users.total}
            caption={t('dashboards.stat.usersHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
          <StatCard
            testId="stat-live"
            title={t('dashboards.stat.liveListings')}
            icon={IconWorld}
            tone="warning"
            state={state}
            value={data?.listings.byStatus.published}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
          <StatCard
            testId="stat-calls"
            title={t('dashboards.stat.calls')}
            icon={IconVideo}
            tone="error"
            state={state}
            value={data?.calls.made}
            caption={t('dashboards.stat.callsHint', {
              answered: data?.calls.answered.current ?? 0,
              missed: data?.calls.missed.current ?? 0,
            })}
          />
        </Grid>

        <Grid size={{ xs: 12, lg: 8 }}>
          <DashboardCard
            title={t('dashboards.activity.title')}
            subtitle={t('dashboards.activity.subtitle')}
            state={state}
            empty={!hasCounts([data?.messages.perDay, data?.contact.perDay])}
            height={300}
            testId="chart-activity"
          >
            {() => (
              <DaysChart
                type="line"
                height={300}
                label={t('dashboards.activity.title')}
                series={[
                  { name: t('dashboards.stat.messages'), data: data!.messages.perDay },
                  { name: t('dashboards.stat.contact'), data: data!.contact.perDay },
                ]}
              />
            )}
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DashboardCard
            title={t('dashboards.bySite.title')}
            subtitle={t('dashboards.byKind.subtitle')}
            state={state}
            empty={data?.listings.bySite.length === 0}
            height={300}
            testId="chart-sites"
          >
            {() => (
              <ShareDonut
                rows={data!.listings.bySite}
                labelOf={siteLabel}
                height={300}
                label={t('dashboards.bySite.title')}
                totalLabel={t('dashboards.total')}
              />
            )}
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DashboardCard
            title={t('dashboards.byStatus.title')}
            state={state}
            empty={statusRows.every((r) => r.count === 0)}
            height={260}
            testId="chart-status"
          >
            {() => (
              <ShareDonut
                rows={statusRows}
                labelOf={statusLabel}
                height={260}
                label={t('dashboards.byStatus.title')}
                totalLabel={t('dashboards.total')}
              />
            )}
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <DashboardCard
            title={t('dashboards.signUps.title')}
            subtitle={t('dashboards.signUps.subtitle')}
            state={state}
            empty={!hasCounts([data?.users.signUpsPerDay, data?.listings.publishedPerDay])}
            height={260}
            testId="chart-growth"
          >
            {() => (
              <DaysChart
                type="bar"
                height={260}
                label={t('dashboards.signUps.title')}
                series={[
                  { name: t('dashboards.stat.signUps'), data: data!.users.signUpsPerDay },
                  { name: t('dashboards.stat.published'), data: data!.listings.publishedPerDay },
                ]}
              />
            )}
          </DashboardCard>
        </Grid>
      </Grid>
    </>
  );
}
