import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  IconAlertTriangle,
  IconChartPie,
  IconCurrencyDollar,
  IconEye,
  IconGitFork,
  IconLink,
  IconShoppingCart,
  IconTruck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiniBars, Sparkline } from './mini-charts';
import { TonalAvatar } from './tonal';
import type { Tone } from './tone';
import { TrendChip } from './trend-chip';
import { useFormats } from './use-formats';

interface Kpi {
  key: string;
  icon: TablerIcon;
  tone: Tone;
  value: number;
  change: number;
  money?: boolean;
}

const KPIS: readonly Kpi[] = [
  { key: 'revenue', icon: IconCurrencyDollar, tone: 'primary', value: 42_389, change: 0.182, money: true },
  { key: 'customers', icon: IconUsers, tone: 'success', value: 8_458, change: 0.084 },
  { key: 'orders', icon: IconShoppingCart, tone: 'warning', value: 1_392, change: -0.036 },
  { key: 'visits', icon: IconEye, tone: 'info', value: 96_121, change: 0.247 },
];

/** A small figure card: the icon, the figure, what it counts and its trend. */
function KpiCard({ kpi }: { kpi: Kpi }) {
  const { t } = useTranslation();
  const f = useFormats();
  const Icon = kpi.icon;
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
          <TonalAvatar tone={kpi.tone} size={42}>
            <Icon size={24} aria-hidden />
          </TonalAvatar>
          <TrendChip change={kpi.change} />
        </Box>
        <Typography variant="h4" component="p">
          {kpi.money ? f.money(kpi.value) : f.number(kpi.value)}
        </Typography>
        <Typography variant="subtitle1" component="h2">
          {t(`cards.stat.${kpi.key}`)}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {t('cards.common.lastWeek')}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function KpiCards() {
  return KPIS.map((kpi) => (
    <Grid key={kpi.key} size={{ xs: 12, sm: 6, lg: 3 }}>
      <KpiCard kpi={kpi} />
    </Grid>
  ));
}

interface Trend {
  key: string;
  tone: Tone;
  value: number;
  change: number;
  values: readonly number[];
  chart: 'area' | 'line' | 'bars';
  money?: boolean;
}

const TRENDS: readonly Trend[] = [
  {
    key: 'sessions',
    tone: 'primary',
    value: 28_450,
    change: 0.12,
    values: [12, 18, 14, 22, 19, 28, 26],
    chart: 'area',
  },
  {
    key: 'profit',
    tone: 'success',
    value: 624_000,
    change: 0.089,
    values: [20, 24, 22, 30, 28, 34, 40],
    chart: 'line',
    money: true,
  },
  { key: 'expenses', tone: 'error', value: 4_290, change: -0.042, values: [30, 22, 26, 18, 24, 16, 20], chart: 'bars' },
  {
    key: 'impressions',
    tone: 'info',
    value: 175_200,
    change: 0.31,
    values: [8, 12, 10, 16, 22, 18, 26],
    chart: 'area',
  },
];

/** A figure with the shape of its last seven days: a filled area, a line or columns. */
function TrendCard({ trend }: { trend: Trend }) {
  const { t } = useTranslation();
  const f = useFormats();
  const title = t(`cards.stat.${trend.key}`);
  const label = t('cards.common.chartLabel', { title, values: trend.values.map(f.number).join(', ') });
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {t('cards.common.lastSevenDays')}
        </Typography>
        <Box sx={{ my: 1.5 }}>
          {trend.chart === 'bars' ? (
            <MiniBars values={trend.values} tone={trend.tone} label={label} height={56} highlight={5} />
          ) : (
            <Sparkline values={trend.values} tone={trend.tone} label={label} area={trend.chart === 'area'} />
          )}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p">
            {trend.money ? f.compactMoney(trend.value) : f.number(trend.value)}
          </Typography>
          <TrendChip change={trend.change} />
        </Box>
      </CardContent>
    </Card>
  );
}

export function TrendCards() {
  return TRENDS.map((trend) => (
    <Grid key={trend.key} size={{ xs: 12, sm: 6, lg: 3 }}>
      <TrendCard trend={trend} />
    </Grid>
  ));
}

const FLEET = [
  { key: 'onRoute', icon: IconTruck, tone: 'primary', value: 42, change: 0.18 },
  { key: 'damaged', icon: IconAlertTriangle, tone: 'warning', value: 8, change: -0.082 },
  { key: 'deviated', icon: IconGitFork, tone: 'error', value: 27, change: 0.25 },
  { key: 'late', icon: IconLink, tone: 'info', value: 13, change: -0.12 },
] as const satisfies readonly { key: string; icon: TablerIcon; tone: Tone; value: number; change: number }[];

/** Figures with a stripe in their colour along the bottom edge, as the template's fleet figures. */
export function EdgeCards() {
  const { t } = useTranslation();
  const f = useFormats();
  return FLEET.map(({ key, icon: Icon, tone, value, change }) => (
    <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
      <Card component="section" sx={{ height: '100%', borderBottom: 3, borderBottomColor: `${tone}.main` }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <TonalAvatar tone={tone}>
              <Icon size={22} aria-hidden />
            </TonalAvatar>
            <Typography variant="h4" component="p">
              {f.number(value)}
            </Typography>
          </Box>
          <Typography component="h2" sx={{ mb: 1 }}>
            {t(`cards.stat.${key}`)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <TrendChip change={change} />
            <Typography variant="caption" color="textSecondary">
              {t('cards.common.thanLastWeek')}
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </Grid>
  ));
}

/** Two figures side by side and the share each has of their sum, on one bar. */
export function SalesOverviewCard() {
  const { t } = useTranslation();
  const f = useFormats();
  const orders = 6_440;
  const visits = 12_749;
  const share = orders / (orders + visits);
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography variant="subtitle1" component="h2">
              {t('cards.stat.salesOverview')}
            </Typography>
            <Typography variant="h4" component="p">
              {f.compactMoney(42_500)}
            </Typography>
          </div>
          <TrendChip change={0.182} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', my: 3 }}>
          <Box sx={{ flex: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <TonalAvatar tone="info" size={28}>
                <IconShoppingCart size={16} aria-hidden />
              </TonalAvatar>
              <Typography variant="body2">{t('cards.stat.orders')}</Typography>
            </Box>
            <Typography variant="h5" component="p">
              {f.percent(share)}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {f.number(orders)}
            </Typography>
          </Box>
          <Divider orientation="vertical" flexItem sx={{ mx: 2 }}>
            <Typography variant="caption" color="textSecondary">
              {t('cards.common.vs')}
            </Typography>
          </Divider>
          <Box sx={{ flex: 1, textAlign: 'end' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, justifyContent: 'flex-end' }}>
              <Typography variant="body2">{t('cards.stat.visits')}</Typography>
              <TonalAvatar tone="primary" size={28}>
                <IconChartPie size={16} aria-hidden />
              </TonalAvatar>
            </Box>
            <Typography variant="h5" component="p">
              {f.percent(1 - share)}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {f.number(visits)}
            </Typography>
          </Box>
        </Box>
        <LinearProgress
          variant="determinate"
          value={share * 100}
          color="info"
          aria-label={t('cards.stat.ordersShare')}
          sx={(theme) => ({
            height: 10,
            borderRadius: 5,
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.9),
          })}
        />
      </CardContent>
    </Card>
  );
}
