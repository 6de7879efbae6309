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
import type { CardState } from './card-state';
import { trendPercent } from './range';

export type StatTone = 'primary' | 'success' | 'info' | 'warning' | 'error' | 'secondary';

export interface StatCardProps {
  title: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  tone: StatTone;
  state: CardState;
  /**
   * The figure: a number (formatted in the reader's language), a text already formatted (a rate,
   * a count with its unit), or a figure with its previous period, which also gives the trend chip.
   */
  value: PeriodFigure | number | string | undefined;
  /** This period and the one before, for the chip, when `value` is a formatted text. */
  trend?: PeriodFigure | undefined;
  /** A rise is bad news (late deliveries, exceptions): the chip turns red when it goes up. */
  riseIsBad?: boolean;
  caption?: string | undefined;
  /**
   * 'side': the icon beside the title and the figure (CRM, Analytics, Academy, eCommerce).
   * 'stacked': the icon beside the figure, the title below and a stripe in the tone along the
   * bottom (Logistics, as the template draws its fleet figures).
   */
  layout?: 'side' | 'stacked';
  testId: string;
}

/** The figure's line (h4 is 38 px tall): the skeleton, the error and the figure all take it. */
const VALUE_HEIGHT = 40;

/** One figure of a dashboard, with its change against the previous period of the same length. */
export function StatCard({
  title,
  icon: Icon,
  tone,
  state,
  value,
  trend,
  riseIsBad = false,
  caption,
  layout = 'side',
  testId,
}: StatCardProps) {
  const { t, i18n } = useTranslation();
  const period = trend ?? (typeof value === 'object' ? value : undefined);
  const shown =
    typeof value === 'string'
      ? value
      : (typeof value === 'number' ? value : value?.current)?.toLocaleString(i18n.language);
  // The figure comes in a background render after the one that brought the data (as in DashboardCard).
  const loaded = useDeferredValue(!state.pending);
  const ready = !state.error && !state.pending && loaded && shown !== undefined;

  const figure = (
    // One height for the skeleton, the error and the figure: nothing moves when it loads.
    <Box sx={{ height: VALUE_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {state.error ? (
        <Typography color="error" variant="body2">
          {t('dashboards.loadFailedShort')}
        </Typography>
      ) : !ready ? (
        <Skeleton width={80} height={VALUE_HEIGHT} />
      ) : (
        <>
          <Typography variant="h4" component="p" noWrap data-testid={`${testId}-value`}>
            {shown}
          </Typography>
          {layout === 'side' && period && <TrendChip period={period} riseIsBad={riseIsBad} />}
        </>
      )}
    </Box>
  );
  const captionText = caption && (
    <Typography variant="caption" color="textSecondary">
      {caption}
    </Typography>
  );
  const avatarSize = layout === 'side' ? 44 : 40;
  const avatar = (
    <Avatar
      variant="rounded"
      sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, width: avatarSize, height: avatarSize }}
    >
      <Icon size={layout === 'side' ? 24 : 22} aria-hidden />
    </Avatar>
  );

  if (layout === 'stacked') {
    return (
      <Card sx={{ height: '100%', borderBottom: 3, borderBottomColor: `${tone}.main` }} data-testid={testId}>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
            {avatar}
            {figure}
          </Box>
          <Typography variant="body1" component="h2">
            {title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 24 }}>
            {ready && period && <TrendChip period={period} riseIsBad={riseIsBad} />}
            {captionText}
          </Box>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {avatar}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="textSecondary" component="h2">
            {title}
          </Typography>
          {figure}
          {captionText}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The change against the previous period: green for good news, red for bad, grey for none. */
function TrendChip({ period, riseIsBad }: { period: PeriodFigure; riseIsBad: boolean }) {
  const { t } = useTranslation();
  const percent = trendPercent(period.current, period.previous);
  // null: nothing the period before, so any figure is new (a rise).
  const direction = percent === null || percent > 0 ? 'up' : percent === 0 ? 'flat' : 'down';
  const TrendIcon = { up: IconTrendingUp, flat: IconArrowNarrowRight, down: IconTrendingDown }[direction];
  const good = direction === 'up' ? !riseIsBad : riseIsBad;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={direction === 'flat' ? 'default' : good ? 'success' : 'error'}
      icon={<TrendIcon size={16} aria-hidden />}
      label={
        percent === null
          ? t('dashboards.trend.new')
          : t('dashboards.trend.percent', { value: percent > 0 ? `+${percent}` : String(percent) })
      }
      title={t('dashboards.trend.hint')}
    />
  );
}
