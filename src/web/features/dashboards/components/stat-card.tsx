import type { PeriodFigure } from '@common/schemas/dashboards';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconArrowNarrowRight, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useDeferredValue, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { trendPercent } from '@web/components/dashboard/range';
import type { CardState } from '@web/components/dashboard/card-state';

type Tone = 'primary' | 'success' | 'info' | 'warning' | 'error' | 'secondary';

export interface StatCardProps {
  title: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  tone: Tone;
  state: CardState;
  /** A figure with its previous period (shows the trend), or a plain number. */
  value: PeriodFigure | number | undefined;
  caption?: string;
  testId: string;
}

/** The figure's line (h4 is 38 px tall): the skeleton, the error and the figure all take it. */
const VALUE_HEIGHT = 40;

/** One figure with its trend against the previous period of the same length. */
export function StatCard({ title, icon: Icon, tone, state, value, caption, testId }: StatCardProps) {
  const { t, i18n } = useTranslation();
  const number = typeof value === 'number' ? value : value?.current;
  const trend = typeof value === 'object' ? trendPercent(value.current, value.previous) : undefined;
  // No change (0 against 0, or the same figure) is neither good nor bad news: a grey, flat chip.
  const direction = trend === null || (trend ?? 0) > 0 ? 'up' : trend === 0 ? 'flat' : 'down';
  const TrendIcon = { up: IconTrendingUp, flat: IconArrowNarrowRight, down: IconTrendingDown }[direction];
  // The figure comes in a background render after the one that brought the data (as in DashboardCard).
  const loaded = useDeferredValue(!state.pending);
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Avatar
          variant="rounded"
          sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, width: 44, height: 44 }}
        >
          <Icon size={24} aria-hidden />
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="textSecondary" component="h2">
            {title}
          </Typography>
          {/* One height for the skeleton, the error and the figure with its chip: nothing moves when it loads. */}
          <Box sx={{ height: VALUE_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {state.error ? (
              <Typography color="error" variant="body2">
                {t('dashboards.loadFailedShort')}
              </Typography>
            ) : state.pending || !loaded || number === undefined ? (
              <Skeleton width={80} height={VALUE_HEIGHT} />
            ) : (
              <>
                <Typography variant="h4" component="p" noWrap data-testid={`${testId}-value`}>
                  {number.toLocaleString(i18n.language)}
                </Typography>
                {trend !== undefined && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={{ up: 'success' as const, flat: 'default' as const, down: 'error' as const }[direction]}
                    icon={<TrendIcon size={16} aria-hidden />}
                    label={
                      trend === null
                        ? t('dashboards.trend.new')
                        : t('dashboards.trend.percent', { value: trend > 0 ? `+${trend}` : String(trend) })
                    }
                    title={t('dashboards.trend.hint')}
                  />
                )}
              </>
            )}
          </Box>
          {caption && (
            <Typography variant="caption" color="textSecondary">
              {caption}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
