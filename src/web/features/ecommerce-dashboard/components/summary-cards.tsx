import type { EcommerceDashboard } from '@common/schemas/ecommerce-dashboard';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconBox, IconCash, IconShoppingCart, IconTrophy, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { changePercent } from '../lib/labels';
import { intlLocale, money } from '../lib/format';

function Failed({ state }: { state: CardState }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography color="error" variant="body2">
        {t('dashboards.loadFailed')}
      </Typography>
      <Chip size="small" color="error" variant="outlined" label={t('dashboards.retry')} onClick={state.onRetry} />
    </Box>
  );
}

/** The change against the previous period as a small coloured chip. */
export function TrendChip({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation();
  const trend = changePercent(current, previous);
  const up = trend === null || trend >= 0;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={up ? 'success' : 'error'}
      title={t('dashboards.trend.hint')}
      label={
        trend === null
          ? t('dashboards.trend.new')
          : t('dashboards.trend.percent', { value: trend > 0 ? `+${trend}` : String(trend) })
      }
    />
  );
}

/** The greeting's body: three lines of best seller, the revenue and its trend. */
const CONGRATS_HEIGHT = 150;
/** One statistic: its icon beside a figure and a label of up to two lines. */
const STATISTIC_HEIGHT = 72;

/** The greeting card of the template: the period's revenue and its best seller. */
export function CongratulationsCard({ state, data }: { state: CardState; data: EcommerceDashboard | undefined }) {
  const { t, i18n } = useTranslation();
  const best = data?.topProducts[0];
  return (
    <Card sx={{ height: '100%', position: 'relative', overflow: 'hidden' }} data-testid="ecommerce-congrats">
      <CardContent sx={{ paddingInlineEnd: '128px' }}>
        <Typography variant="h5" component="h2">
          {t('ecommerce.congrats.title')}
        </Typography>
        {/* One height loading or loaded (the best seller's name kept to three lines): nothing moves (CLS). */}
        <Box sx={{ height: CONGRATS_HEIGHT, overflow: 'hidden' }}>
          {state.error ? (
            <Failed state={state} />
          ) : state.pending || !data ? (
            <>
              <Skeleton width="80%" />
              <Skeleton width={140} height={56} />
              <Skeleton width={100} />
            </>
          ) : (
            <>
              <Typography
                color="textSecondary"
                sx={{
                  height: 72,
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {best ? t('ecommerce.congrats.best', { name: best.name }) : t('ecommerce.congrats.none')}
              </Typography>
              <Typography variant="h4" component="p" color="primary" sx={{ mt: 1 }} data-testid="stat-revenue-value">
                {money(data.revenue.current, data.currency, i18n.language)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <Typography variant="body2" color="textSecondary">
                  {t('ecommerce.congrats.revenue')}
                </Typography>
                <TrendChip {...data.revenue} />
              </Box>
            </>
          )}
        </Box>
      </CardContent>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          insetInlineEnd: 16,
          bottom: 16,
          width: 96,
          height: 96,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'warning.main',
        }}
      >
        <IconTrophy size={56} stroke={1.5} />
      </Box>
    </Card>
  );
}

type Tone = 'primary' | 'info' | 'error' | 'success';

function Statistic({
  icon: Icon,
  tone,
  value,
  label,
  testId,
}: {
  icon: ComponentType<{ size?: number }>;
  tone: Tone;
  value: string;
  label: string;
  testId: string;
}) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 2, height: STATISTIC_HEIGHT, overflow: 'hidden' }}
      data-testid={testId}
    >
      <Avatar variant="rounded" sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, width: 42, height: 42 }}>
        <Icon size={24} />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" data-testid={`${testId}-value`}>
          {value}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}

/** The statistics row: orders, new customers, units sold and revenue of the period. */
export function StatisticsCard({ state, data }: { state: CardState; data: EcommerceDashboard | undefined }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(intlLocale(i18n.language));
  const items: {
    icon: ComponentType<{ size?: number }>;
    tone: Tone;
    testId: string;
    label: string;
    value: (d: EcommerceDashboard) => string;
  }[] = [
    {
      icon: IconShoppingCart,
      tone: 'primary',
      testId: 'stat-orders',
      label: t('ecommerce.stat.orders'),
      value: (d) => n(d.orders.current),
    },
    {
      icon: IconUsers,
      tone: 'info',
      testId: 'stat-customers',
      label: t('ecommerce.stat.customers'),
      value: (d) => n(d.customersNew.current),
    },
    {
      icon: IconBox,
      tone: 'error',
      testId: 'stat-items',
      label: t('ecommerce.stat.items'),
      value: (d) => n(d.itemsSold.current),
    },
    {
      icon: IconCash,
      tone: 'success',
      testId: 'stat-average',
      label: t('ecommerce.stat.average'),
      value: (d) => money(d.averageOrder.current, d.currency, i18n.language, true),
    },
  ];
  return (
    <Card sx={{ height: '100%' }} data-testid="ecommerce-statistics">
      <CardHeader
        title={t('ecommerce.stat.title')}
        subheader={t('ecommerce.stat.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 1 }}>
        {state.error ? (
          <Failed state={state} />
        ) : (
          <Grid container spacing={3}>
            {items.map((item) => (
              <Grid key={item.testId} size={{ xs: 12, sm: 6, md: 3 }}>
                {state.pending || !data ? (
                  <Skeleton variant="rounded" height={STATISTIC_HEIGHT} />
                ) : (
                  <Statistic
                    icon={item.icon}
                    tone={item.tone}
                    testId={item.testId}
                    label={item.label}
                    value={item.value(data)}
                  />
                )}
              </Grid>
            ))}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
