import Grid from '@mui/material/Grid';
import { IconListCheck, IconMessages, IconUserPlus, IconMail } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/use-dashboard';
import { DaysChart, hasCounts, ShareDonut } from './charts';
import { DashboardCard } from './dashboard-card';
import { DashboardToolbar } from './dashboard-toolbar';
import { periodText, siteLabel } from './labels';
import { StatCard } from './stat-card';
import { TopListingsCard } from './top-listings-card';
import { cardState } from './use-card-state';

/**
 * The CRM dashboard: who joins, what gets published and what people ask about. Figures of the
 * range in the address against the period just before it.
 */
export function CrmDashboard() {
  const { t, i18n } = useTranslation();
  const query = useDashboard();
  const state = cardState(query);
  const data = query.data;
  const kindLabel = useCallback((key: string) => t(`listings.kind.${key}`, { defaultValue: key }), [t]);
  const allSites = data?.scope === 'all';
  return (
    <>
      <DashboardToolbar title={t('dashboards.crm.title')} period={periodText(t, i18n.language, data)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            testId="stat-published"
            title={t('dashboards.stat.published')}
            icon={IconListCheck}
            tone="primary"
            state={state}
            value={data?.listings.published}
            caption={t('dashboards.stat.live', { count: data?.listings.byStatus.published ?? 0 })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            testId="stat-signups"
            title={t('dashboards.stat.signUps')}
            icon={IconUserPlus}
            tone="success"
            state={state}
            value={data?.users.signUps}
            caption={t('dashboards.stat.accounts', { count: data?.users.total ?? 0 })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            testId="stat-conversations"
            title={t('dashboards.stat.conversations')}
            icon={IconMessages}
            tone="info"
            state={state}
            value={data?.conversations.started}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            testId="stat-contact"
            title={t('dashboards.stat.contact')}
            icon={IconMail}
            tone="warning"
            state={state}
            value={data?.contact.received}
            caption={t('dashboards.stat.unread', { count: data?.contact.unread ?? 0 })}
          />
        </Grid>

        <Grid size={{ xs: 12, lg: 8 }}>
          <DashboardCard
            title={t('dashboards.signUps.title')}
            subtitle={t('dashboards.signUps.subtitle')}
            state={state}
            empty={!hasCounts([data?.users.signUpsPerDay])}
            height={300}
            testId="chart-signups"
          >
            {() => (
              <DaysChart
                type="area"
                height={300}
                label={t('dashboards.signUps.title')}
                series={[{ name: t('dashboards.stat.signUps'), data: data!.users.signUpsPerDay }]}
              />
            )}
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DashboardCard
            title={allSites ? t('dashboards.bySite.title') : t('dashboards.byKind.title')}
            subtitle={t('dashboards.byKind.subtitle')}
            state={state}
            empty={(allSites ? data?.listings.bySite : data?.listings.byKind)?.length === 0}
            height={300}
            testId="chart-share"
          >
            {() => (
              <ShareDonut
                rows={allSites ? data!.listings.bySite : data!.listings.byKind}
                labelOf={allSites ? siteLabel : kindLabel}
                height={300}
                label={allSites ? t('dashboards.bySite.title') : t('dashboards.byKind.title')}
                totalLabel={t('dashboards.total')}
              />
            )}
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 5 }}>
          <DashboardCard
            title={t('dashboards.publishedPerDay.title')}
            subtitle={t('dashboards.publishedPerDay.subtitle')}
            state={state}
            empty={!hasCounts([data?.listings.publishedPerDay])}
            height={260}
            testId="chart-published"
          >
            {() => (
              <DaysChart
                type="bar"
                height={260}
                label={t('dashboards.publishedPerDay.title')}
                series={[{ name: t('dashboards.stat.published'), data: data!.listings.publishedPerDay }]}
              />
            )}
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <TopListingsCard state={state} rows={data?.listings.top} />
        </Grid>
      </Grid>
    </>
  );
}
