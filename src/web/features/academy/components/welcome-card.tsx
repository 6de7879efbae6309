import type { AcademyDashboard } from '@common/schemas/academy';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { IconClock, IconCertificate, IconUsers, IconUserPlus } from '@tabler/icons-react';
import { ApexChart } from '@web/components/charts/apex-chart';
import type { ApexOptions } from 'apexcharts';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { percent } from '../lib/range';
import type { CardState } from './academy-card';
import { AcademyCard } from './academy-card';
import { siteLabel } from './labels';
import { TrendChip } from './trend-chip';

type Tone = 'primary' | 'success' | 'info' | 'warning';

function Figure({
  icon: Icon,
  tone,
  label,
  value,
  current,
  previous,
  testId,
}: {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  tone: Tone;
  label: string;
  value: string;
  current: number;
  previous: number;
  testId: string;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid={testId}>
      <Avatar variant="rounded" sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, width: 42, height: 42 }}>
        <Icon size={22} aria-hidden />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p" data-testid={`${testId}-value`}>
            {value}
          </Typography>
          <TrendChip current={current} previous={previous} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The loaded card's height per breakpoint (measured: 701 px on a 412 px phone, 557 at 700 px,
 * 340 at 1000 px; beside the topics card from lg on). The skeleton card takes it too, so the
 * figures replace it without moving the cards below (CLS).
 */
const WELCOME_MIN_HEIGHT = { xs: 704, sm: 560, md: 344 };

/**
 * The dashboard's welcome card: hours learnt, new enrolments, courses finished and active learners
 * against the period before, beside the completion rate of the period's intake.
 */
export function WelcomeCard({ data, state }: { data: AcademyDashboard | undefined; state: CardState }) {
  const { t, i18n } = useTranslation();
  const rate = data ? percent(data.cohort.current.completed, data.cohort.current.enrolled) : 0;
  const previousRate = data ? percent(data.cohort.previous.completed, data.cohort.previous.enrolled) : 0;
  const options = useMemo<ApexOptions>(
    () => ({
      labels: [t('academy.welcome.completionRate')],
      plotOptions: {
        radialBar: {
          hollow: { size: '62%' },
          dataLabels: {
            name: { offsetY: 22, fontSize: '13px' },
            value: { offsetY: -14, fontSize: '24px', formatter: (v: number) => `${Math.round(v)}%` },
          },
        },
      },
      stroke: { lineCap: 'round' },
    }),
    [t],
  );
  const number = (n: number, digits = 0) => n.toLocaleString(i18n.language, { maximumFractionDigits: digits });
  if (state.error || state.pending || !data) {
    return (
      <AcademyCard
        title={t('academy.welcome.title')}
        state={state.error ? state : { ...state, pending: true }}
        height={220}
        minHeight={WELCOME_MIN_HEIGHT}
        testId="academy-welcome"
      >
        {() => null}
      </AcademyCard>
    );
  }
  const where = data.site ? siteLabel(data.site) : t('academy.scope.all');
  return (
    <Card sx={{ height: '100%', minHeight: WELCOME_MIN_HEIGHT }} data-testid="academy-welcome">
      <CardContent>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('academy.welcome.title')}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              {t('academy.welcome.subtitle', { where, courses: data.courses })}
            </Typography>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Figure
                  icon={IconClock}
                  tone="primary"
                  testId="academy-hours"
                  label={t('academy.welcome.hours')}
                  value={number(data.minutesLearnt.current / 60, 1)}
                  current={data.minutesLearnt.current}
                  previous={data.minutesLearnt.previous}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Figure
                  icon={IconUserPlus}
                  tone="info"
                  testId="academy-enrolments"
                  label={t('academy.welcome.enrolments')}
                  value={number(data.enrolments.current)}
                  current={data.enrolments.current}
                  previous={data.enrolments.previous}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Figure
                  icon={IconCertificate}
                  tone="success"
                  testId="academy-completions"
                  label={t('academy.welcome.completions')}
                  value={number(data.completions.current)}
                  current={data.completions.current}
                  previous={data.completions.previous}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Figure
                  icon={IconUsers}
                  tone="warning"
                  testId="academy-learners"
                  label={t('academy.welcome.learners')}
                  value={number(data.activeLearners.current)}
                  current={data.activeLearners.current}
                  previous={data.activeLearners.previous}
                />
              </Grid>
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} sx={{ textAlign: 'center' }}>
            {data.cohort.current.enrolled === 0 ? (
              <Typography variant="h3" component="p" color="textSecondary" sx={{ py: 6 }}>
                —
              </Typography>
            ) : (
              <ApexChart
                type="radialBar"
                series={[rate]}
                options={options}
                height={240}
                label={t('academy.welcome.completionRate')}
              />
            )}
            <Typography variant="body2" color="textSecondary" data-testid="academy-rate">
              {t('academy.welcome.rateHint', {
                completed: data.cohort.current.completed,
                enrolled: data.cohort.current.enrolled,
              })}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <TrendChip current={rate} previous={previousRate} />
            </Box>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
