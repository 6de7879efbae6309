import type { LogisticsDashboard } from '@common/schemas/logistics';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  IconAlertTriangle,
  IconClockHour4,
  IconPackage,
  IconPackageExport,
  IconRosetteDiscountCheck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { trendPercent } from '@web/components/dashboard/range';
import { onTimeRate } from '../lib/range';
import type { CardState } from '@web/components/dashboard/card-state';
import { durationText, percentText } from './labels';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import type { StatTone as Tone } from '@web/components/dashboard/stat-card';

interface Row {
  key: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  tone: Tone;
  label: string;
  value: string;
  /** Against the previous period: "+12%" and whether that is good news. */
  change?: { text: string; good: boolean } | undefined;
}

/** How deliveries went in the range: what is on its way, what arrived, on time or not, and how fast. */
export function DeliveryPerformanceCard({ state, data }: { state: CardState; data: LogisticsDashboard | undefined }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language);
  const change = (current: number, previous: number, riseIsBad = false) => {
    const p = trendPercent(current, previous);
    if (p === null || p === 0) return undefined;
    return { text: `${p > 0 ? '+' : ''}${p}%`, good: riseIsBad ? p < 0 : p > 0 };
  };
  const rows = (d: LogisticsDashboard): Row[] => {
    const rate = onTimeRate(d.performance.onTime.current, d.performance.late.current);
    const before = onTimeRate(d.performance.onTime.previous, d.performance.late.previous);
    const hours = d.performance.averageHours;
    const rateChange =
      rate !== null && before !== null && rate !== before
        ? { text: `${rate > before ? '+' : ''}${Math.round((rate - before) * 10) / 10} pp`, good: rate > before }
        : undefined;
    const hoursChange =
      hours.current !== null && hours.previous !== null
        ? change(Math.round(hours.current), Math.round(hours.previous), true)
        : undefined;
    return [
      {
        key: 'open',
        icon: IconPackage,
        tone: 'primary',
        label: t('logistics.performance.open'),
        value: n(d.shipments.openNow),
      },
      {
        key: 'out',
        icon: IconTruckDelivery,
        tone: 'info',
        label: t('logistics.performance.outForDelivery'),
        value: n(d.shipments.byStatus.out_for_delivery),
      },
      {
        key: 'delivered',
        icon: IconPackageExport,
        tone: 'success',
        label: t('logistics.performance.delivered'),
        value: n(d.shipments.delivered.current),
        change: change(d.shipments.delivered.current, d.shipments.delivered.previous),
      },
      {
        key: 'rate',
        icon: IconRosetteDiscountCheck,
        tone: 'success',
        label: t('logistics.performance.onTimeRate'),
        value: percentText(i18n.language, rate),
        change: rateChange,
      },
      {
        key: 'time',
        icon: IconClockHour4,
        tone: 'warning',
        label: t('logistics.performance.averageTime'),
        value: durationText(t, i18n.language, hours.current),
        change: hoursChange,
      },
      {
        key: 'exceptions',
        icon: IconAlertTriangle,
        tone: 'error',
        label: t('logistics.performance.exceptions'),
        value: n(d.performance.exceptions.current),
        change: change(d.performance.exceptions.current, d.performance.exceptions.previous, true),
      },
    ];
  };
  return (
    <DashboardCard
      title={t('logistics.performance.title')}
      subtitle={t('logistics.performance.subtitle')}
      state={state}
      height={330}
      testId="delivery-performance"
    >
      {() => (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {rows(data!).map((r) => (
            <Box
              component="li"
              key={r.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
              data-testid={`performance-${r.key}`}
            >
              <Avatar
                variant="rounded"
                sx={{ bgcolor: 'action.hover', color: `${r.tone}.main`, width: 38, height: 38 }}
              >
                <r.icon size={22} aria-hidden />
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" color="textSecondary">
                  {r.label}
                </Typography>
                {r.change && (
                  <Typography
                    variant="caption"
                    sx={{ color: r.change.good ? 'success.main' : 'error.main' }}
                    title={t('dashboards.trend.hint')}
                  >
                    {r.change.text}
                  </Typography>
                )}
              </Box>
              <Typography variant="h6" component="p" data-testid={`performance-${r.key}-value`}>
                {r.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
