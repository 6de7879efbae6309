import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IconBrandPaypal,
  IconChartPie,
  IconCurrencyDollar,
  IconTicket,
  IconCircleCheck,
  IconClock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiniBars } from './mini-charts';
import { RingGauge } from './ring-gauge';
import { TitledCard } from './titled-card';
import { TonalAvatar } from './tonal';
import type { Tone } from './tone';
import { TrendChip } from './trend-chip';
import { useFormats } from './use-formats';

/** Monday first: a day's short name in the reader's language (2026-06-01 was a Monday). */
function useWeekdays() {
  const { tag } = useFormats();
  const format = new Intl.DateTimeFormat(tag, { weekday: 'short' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(2026, 5, 1 + i)));
}

const WEEK = [38, 52, 44, 68, 58, 40, 30];

/** A week's performance as columns, the best day marked, and what it means in a sentence. */
export function WeeklyOverviewCard() {
  const { t } = useTranslation();
  const f = useFormats();
  const days = useWeekdays();
  const best = WEEK.indexOf(Math.max(...WEEK));
  const label = t('cards.common.chartLabel', {
    title: t('cards.widgets.weekly'),
    values: WEEK.map((v, i) => `${days[i]} ${f.number(v)}`).join(', '),
  });
  return (
    <TitledCard title={t('cards.widgets.weekly')} subheader={t('cards.widgets.weeklySub')}>
      <MiniBars values={WEEK} tone="primary" label={label} height={150} highlight={best} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
        <Typography variant="h4" component="p">
          {f.percent(0.45)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('cards.widgets.weeklyText')}
        </Typography>
      </Box>
      <Button variant="contained" fullWidth sx={{ mt: 2 }}>
        {t('cards.common.details')}
      </Button>
    </TitledCard>
  );
}

const EARNINGS = [
  { key: 'earnings', icon: IconCurrencyDollar, tone: 'primary', value: 545.69, share: 0.55 },
  { key: 'profit', icon: IconChartPie, tone: 'info', value: 256.34, share: 0.25 },
  { key: 'expense', icon: IconBrandPaypal, tone: 'error', value: 74.19, share: 0.65 },
] as const satisfies readonly { key: string; icon: unknown; tone: Tone; value: number; share: number }[];

/** The week's earnings by day, then earnings, profit and expense each with its bar. */
export function EarningsReportCard() {
  const { t } = useTranslation();
  const f = useFormats();
  const days = useWeekdays();
  const values = [28, 10, 45, 38, 15, 30, 35];
  return (
    <TitledCard title={t('cards.widgets.earningsReport')} subheader={t('cards.widgets.earningsSub')}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p">
              {f.money(468)}
            </Typography>
            <TrendChip change={0.042} />
          </Box>
          <Typography variant="body2" color="textSecondary">
            {t('cards.widgets.earningsText')}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <MiniBars
            values={values}
            tone="primary"
            height={120}
            highlight={2}
            label={t('cards.common.chartLabel', {
              title: t('cards.widgets.earningsReport'),
              values: values.map((v, i) => `${days[i]} ${f.number(v)}`).join(', '),
            })}
          />
        </Grid>
      </Grid>
      <Grid container spacing={2} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {EARNINGS.map(({ key, icon: Icon, tone, value, share }) => (
          <Grid key={key} size={{ xs: 12, sm: 4 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <TonalAvatar tone={tone} size={28}>
                <Icon size={16} aria-hidden />
              </TonalAvatar>
              <Typography>{t(`cards.widgets.${key}`)}</Typography>
            </Box>
            <Typography variant="h5" component="p" sx={{ mb: 1 }}>
              {f.money(value)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={share * 100}
              color={tone}
              aria-label={t(`cards.widgets.${key}`)}
              sx={{ height: 4, borderRadius: 2 }}
            />
          </Grid>
        ))}
      </Grid>
    </TitledCard>
  );
}

/** Tickets this week: what is new, open, how fast they are answered, and the share done. */
export function SupportTrackerCard() {
  const { t } = useTranslation();
  const f = useFormats();
  const rows = [
    { key: 'newTickets', icon: IconTicket, tone: 'primary', value: f.number(142) },
    { key: 'openTickets', icon: IconCircleCheck, tone: 'info', value: f.number(28) },
    { key: 'responseTime', icon: IconClock, tone: 'warning', value: f.hours(18) },
  ] as const;
  return (
    <TitledCard title={t('cards.widgets.support')} subheader={t('cards.widgets.supportSub')}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Typography variant="h3" component="p">
            {f.number(164)}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('cards.widgets.totalTickets')}
          </Typography>
          <Stack spacing={2}>
            {rows.map(({ key, icon: Icon, tone, value }) => (
              <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <TonalAvatar tone={tone} size={34}>
                  <Icon size={20} aria-hidden />
                </TonalAvatar>
                <div>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {t(`cards.widgets.${key}`)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {value}
                  </Typography>
                </div>
              </Box>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <RingGauge share={0.85} tone="primary" figure={f.percent(0.85)} caption={t('cards.widgets.completed')} />
        </Grid>
      </Grid>
    </TitledCard>
  );
}
