import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { trendPercent } from '@web/components/dashboard/range';
import type { CardState } from '@web/components/dashboard/card-state';

export type Tone = 'primary' | 'success' | 'info' | 'warning' | 'error' | 'secondary';

interface StatCardProps {
  title: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  tone: Tone;
  state: CardState;
  /** The figure as shown (already formatted), or undefined while loading. */
  value: string | undefined;
  /** This period and the one before, for the trend chip. */
  trend?: { current: number; previous: number } | undefined;
  /** A rise is bad news (late deliveries, exceptions): the chip turns red when it goes up. */
  riseIsBad?: boolean;
  caption?: string | undefined;
  testId: string;
}

/** One figure of the logistics dashboard, with its change against the previous period. */
export function StatCard({
  title,
  icon: Icon,
  tone,
  state,
  value,
  trend,
  riseIsBad = false,
  caption,
  testId,
}: StatCardProps) {
  const { t } = useTranslation();
  const percent = trend ? trendPercent(trend.current, trend.previous) : undefined;
  const up = percent === null || (percent ?? 0) >= 0;
  const good = riseIsBad ? !up || percent === 0 : up;
  return (
    <Card sx={{ height: '100%', borderBottom: 3, borderBottomColor: `${tone}.main` }} data-testid={testId}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
          <Avatar
            variant="rounded"
            sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, width: 40, height: 40 }}
          >
            <Icon size={22} aria-hidden />
          </Avatar>
          {/* One height for the skeleton, the error and the figure: nothing moves when it loads. */}
          <Box sx={{ height: 40, display: 'flex', alignItems: 'center', minWidth: 0 }}>
            {state.error ? (
              <Typography color="error" variant="body2">
                {t('dashboards.loadFailedShort')}
              </Typography>
            ) : state.pending || value === undefined ? (
              <Skeleton width={80} height={40} />
            ) : (
              <Typography variant="h4" component="p" noWrap data-testid={`${testId}-value`}>
                {value}
              </Typography>
            )}
          </Box>
        </Box>
        <Typography variant="body1" component="h2">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
          {percent !== undefined && !state.pending && !state.error && (
            <Chip
              size="small"
              variant="outlined"
              color={good ? 'success' : 'error'}
              icon={up ? <IconTrendingUp size={16} aria-hidden /> : <IconTrendingDown size={16} aria-hidden />}
              label={
                percent === null
                  ? t('dashboards.trend.new')
                  : t('dashboards.trend.percent', { value: percent > 0 ? `+${percent}` : String(percent) })
              }
              title={t('dashboards.trend.hint')}
            />
          )}
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
