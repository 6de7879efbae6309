import type { SellerHome } from '@common/schemas/seller-home';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SvgLineChart } from '@web/components/charts/svg-line-chart';
import { useChartTheme } from '@web/components/charts/use-chart-theme';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = 'all';
const HEIGHT = 280;

/**
 * Views, messages and calls per day, of every listing together or of one picked from the list.
 * Drawn in SVG like the CRM dashboard's lines (no chart library to load for three series).
 */
export function ActivityChartCard({ data, state }: { data: SellerHome | undefined; state: CardState }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const [picked, setPicked] = useState(ALL);
  const listing = data?.listings.find((l) => l.id === picked);
  const daily = listing?.daily ?? data?.daily;
  const categories = useMemo(
    () =>
      (data?.days ?? []).map((d) =>
        new Date(`${d}T00:00:00Z`).toLocaleDateString(i18n.language, {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      ),
    [data?.days, i18n.language],
  );
  const format = useMemo(() => {
    const nf = new Intl.NumberFormat(i18n.language);
    return (n: number) => nf.format(n);
  }, [i18n.language]);
  // The stat cards' tones, so each line is the colour of its figure above.
  const colors = {
    views: theme.palette.primary.main,
    messages: theme.palette.warning.main,
    calls: theme.palette.success.main,
  };
  const series = daily
    ? (['views', 'messages', 'calls'] as const).map((kind) => ({
        name: t(`sellerHome.listings.${kind}`),
        values: daily[kind],
        color: colors[kind],
      }))
    : [];
  const empty = series.every((s) => s.values.every((v) => v === 0));
  const title = t('sellerHome.chart.title');

  return (
    <DashboardCard
      title={title}
      state={state}
      empty={empty}
      height={HEIGHT}
      testId="seller-activity"
      action={
        data && data.listings.length > 1 ? (
          <TextField
            select
            size="small"
            label={t('sellerHome.chart.listing')}
            value={listing ? picked : ALL}
            onChange={(e) => setPicked(e.target.value)}
            sx={{ width: { xs: 150, sm: 220 }, mt: 0.5 }}
          >
            <MenuItem value={ALL}>{t('sellerHome.chart.all')}</MenuItem>
            {data.listings.map((l) => (
              <MenuItem key={l.id} value={l.id} sx={{ maxWidth: 360, whiteSpace: 'normal' }}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        ) : undefined
      }
    >
      {() => (
        <SvgLineChart
          categories={categories}
          series={series}
          height={HEIGHT}
          label={`${listing?.name ?? title}: ${series.map((s) => `${s.name} ${s.values.reduce((a, b) => a + b, 0)}`).join(', ')}`}
          area={false}
          theme={theme}
          format={format}
        />
      )}
    </DashboardCard>
  );
}
