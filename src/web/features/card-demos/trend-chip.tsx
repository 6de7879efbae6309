import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TonalChip } from './tonal';
import { useFormats } from './use-formats';

/**
 * A change against the period before: green and rising, or red and falling. Its name says the
 * direction in words too, for a reader who does not see the colour or the arrow.
 */
export function TrendChip({ change }: { change: number }) {
  const { t } = useTranslation();
  const f = useFormats();
  const up = change >= 0;
  const Icon = up ? IconTrendingUp : IconTrendingDown;
  return (
    <TonalChip
      tone={up ? 'success' : 'error'}
      icon={<Icon size={16} aria-hidden />}
      label={f.signedPercent(change)}
      aria-label={t(up ? 'cards.common.upBy' : 'cards.common.downBy', { value: f.percent(Math.abs(change)) })}
    />
  );
}
