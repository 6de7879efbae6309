import Chip from '@mui/material/Chip';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trendPercent } from '@web/components/dashboard/range';

/** The change against the period just before, as "+12%" in green or "-5%" in red. */
export function TrendChip({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation();
  const trend = trendPercent(current, previous);
  const up = trend === null || trend >= 0;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={up ? 'success' : 'error'}
      icon={up ? <IconTrendingUp size={16} aria-hidden /> : <IconTrendingDown size={16} aria-hidden />}
      label={
        trend === null
          ? t('academy.trend.new')
          : t('academy.trend.percent', { value: trend > 0 ? `+${trend}` : String(trend) })
      }
      title={t('academy.trend.hint')}
    />
  );
}
