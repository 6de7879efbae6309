import Grid from '@mui/material/Grid';
import { IconListCheck, IconMessages, IconUserPlus, IconMail } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/use-dashboard';
import { DaysChartCard, DonutCard } from './chart-cards';
import { DashboardToolbar } from '@web/components/dashboard/dashboard-toolbar';
import { periodText, siteLabel } from './labels';
import { StatRow } from './stat-row';
import { TopListingsCard } from './top-listings-card';
import { cardState } from '@web/components/dashboard/card-state';

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
  // With all sites, the share is by site rather than by the one site's kinds.
  const allSites = data?.scope === 'all';
  const shareTitle = allSites ? t('dashboards.bySite.title') : t('dashboards.byKind.title');
  return (
    <>
      <DashboardToolbar title={t('dashboards.crm.title')} period={periodText(t, i18n.language, data)} />
      <Grid container spacing={3}>
        <StatRow
          size={{ xs: 12, sm: 6, lg: 3 }}
          state={state}
          stats={[
            {
              testId: 'stat-published',
              title: t('dashboards.stat.published'),
              icon: IconListCheck,
              tone: 'primary',
              value: data?.listings.published,
              caption: t('dashboards.stat.live', { count: data?.listings.byStatus.published ?? 0 }),
            },
            {
              testId: 'stat-signups',
              title: t('dashboards.stat.signUps'),
              icon: IconUserPlus,
              tone: 'success',
              value: data?.users.signUps,
              caption: t('dashboards.stat.accounts', { count: data?.users.total ?? 0 }),
            },
            {
              testId: 'stat-conversations',
              title: t('dashboards.stat.conversations'),
              icon: IconMessages,
              tone: 'info',
              value: data?.conversations.started,
            },
            {
              testId: 'stat-contact',
              title: t('dashboards.stat.contact'),
              icon: IconMail,
              tone: 'warning',
              value: data?.contact.received,
              caption: t('dashboards.stat.unread', { count: data?.contact.unread ?? 0 }),
            },
          ]}
        />

        <Grid size={{ xs: 12, lg: 8 }}>
          <DaysChartCard
            testId="chart-signups"
            type="area"
            title={t('dashboards.signUps.title')}
            subtitle={t('dashboards.signUps.subtitle')}
            state={state}
            height={300}
            series={[{ name: t('dashboards.stat.signUps'), data: data?.users.signUpsPerDay }]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DonutCard
            testId="chart-share"
            title={shareTitle}
            subtitle={t('dashboards.byKind.subtitle')}
            state={state}
            height={300}
            rows={allSites ? data?.listings.bySite : data?.listings.byKind}
            labelOf={allSites ? siteLabel : kindLabel}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 5 }}>
          <DaysChartCard
            testId="chart-published"
            type="bar"
            title={t('dashboards.publishedPerDay.title')}
            subtitle={t('dashboards.publishedPerDay.subtitle')}
            state={state}
            height={260}
            series={[{ name: t('dashboards.stat.published'), data: data?.listings.publishedPerDay }]}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <TopListingsCard state={state} rows={data?.listings.top} />
        </Grid>
      </Grid>
    </>
  );
}
