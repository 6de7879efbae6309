import type { EcommerceDashboard, RecentOrder } from '@common/schemas/ecommerce-dashboard';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ApexChart } from '@web/components/charts/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { siteName } from '../lib/labels';
import { countryName, intlLocale, money } from '../lib/format';
import { STATUS_COLOR } from '../lib/status';

interface Props {
  state: CardState;
  data: EcommerceDashboard | undefined;
}

/** Orders of the period by where they are now, as a donut in the status chips' colours. */
export function OrderStatusCard({ state, data }: Props) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const rows = useMemo(() => data?.byStatus.filter((s) => s.count > 0) ?? [], [data]);
  const options = useMemo<ApexOptions>(
    () => ({
      labels: rows.map((r) => t(`ecommerce.status.${r.status}`)),
      colors: rows.map((r) => theme.palette[STATUS_COLOR[r.status]].main),
      legend: { position: 'bottom' },
      stroke: { width: 0 },
      plotOptions: {
        pie: {
          donut: {
            size: '72%',
            labels: {
              show: true,
              total: {
                show: true,
                label: t('ecommerce.stat.orders'),
                formatter: (w: { globals: { seriesTotals: number[] } }) =>
                  w.globals.seriesTotals.reduce((n, v) => n + v, 0).toLocaleString(intlLocale(i18n.language)),
              },
            },
          },
        },
      },
    }),
    [rows, t, theme, i18n.language],
  );
  const series = useMemo(() => rows.map((r) => r.count), [rows]);
  return (
    <DashboardCard
      title={t('ecommerce.statusChart.title')}
      subtitle={t('ecommerce.statusChart.subtitle')}
      state={state}
      empty={rows.length === 0}
      height={300}
      testId="chart-status"
    >
      {() => (
        <ApexChart
          type="donut"
          series={series}
          options={options}
          height={300}
          label={t('ecommerce.statusChart.title')}
        />
      )}
    </DashboardCard>
  );
}

export function StatusChip({ status }: { status: RecentOrder['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(`ecommerce.status.${status}`)} />;
}

/** The ten newest orders of the period, with who ordered, where to, how much and their status. */
export function RecentOrdersCard({ state, data }: Props) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    });
  return (
    <DashboardCard
      title={t('ecommerce.recent.title')}
      subtitle={t('ecommerce.recent.subtitle')}
      state={state}
      empty={data?.recent.length === 0}
      // The table of the recent orders at its own height, so the skeleton holds its place (CLS).
      height={552}
      // On a phone the table scrolls sideways: room for a scrollbar under it where scrollbars take room.
      phoneHeight={557}
      testId="recent-orders"
    >
      {() => (
        <TableContainer>
          <Table size="small" aria-label={t('ecommerce.recent.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('ecommerce.recent.order')}</TableCell>
                <TableCell>{t('ecommerce.recent.customer')}</TableCell>
                <TableCell>{t('ecommerce.recent.country')}</TableCell>
                <TableCell>{t('ecommerce.recent.date')}</TableCell>
                <TableCell align="right">{t('ecommerce.recent.items')}</TableCell>
                <TableCell align="right">{t('ecommerce.recent.total')}</TableCell>
                <TableCell>{t('ecommerce.recent.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data!.recent.map((o) => (
                <TableRow key={o.id} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      #{o.number}
                    </Typography>
                    {data!.scope === 'all' && (
                      <Typography variant="caption" color="textSecondary">
                        {siteName(o.site)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 240 }}>
                    <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{o.customer}</Box>
                    <Typography variant="caption" color="textSecondary" noWrap component="div">
                      {o.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{countryName(o.country, i18n.language)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(o.createdAt)}</TableCell>
                  <TableCell align="right">{o.items.toLocaleString(locale)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(o.totalMinor, o.currency, i18n.language, true)}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={o.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DashboardCard>
  );
}
