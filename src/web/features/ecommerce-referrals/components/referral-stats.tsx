import type { ReferralStats } from '@common/schemas/ecommerce-referrals';
import Grid from '@mui/material/Grid';
import { IconCash, IconClockDollar, IconShoppingBag, IconTargetArrow } from '@tabler/icons-react';
import type { CardState } from '@web/components/dashboard/card-state';
import { StatCard } from '@web/components/dashboard/stat-card';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShare } from '../lib/format';

/** The programme's four figures over all of the site's codes, whatever the grid is filtered to. */
export function ReferralStatsCards({ stats, state }: { stats: ReferralStats | undefined; state: CardState }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (minor: number | undefined) =>
    stats && minor !== undefined ? formatMoney(minor, stats.currency, lang) : undefined;
  const cards = [
    {
      key: 'earnings',
      icon: IconCash,
      tone: 'success' as const,
      value: money(stats?.earningsMinor),
    },
    { key: 'unpaid', icon: IconClockDollar, tone: 'warning' as const, value: money(stats?.unpaidMinor) },
    { key: 'referrals', icon: IconShoppingBag, tone: 'info' as const, value: stats?.referrals.toLocaleString(lang) },
    {
      key: 'conversion',
      icon: IconTargetArrow,
      tone: 'primary' as const,
      value: stats ? formatShare(stats.conversion, lang) : undefined,
    },
  ];
  return (
    <Grid container spacing={3}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={t(`ecommerceReferrals.stats.${card.key}`)}
            caption={t(`ecommerceReferrals.stats.${card.key}Caption`)}
            icon={card.icon}
            tone={card.tone}
            state={state}
            value={card.value}
            testId={`referrals-${card.key}`}
          />
        </Grid>
      ))}
    </Grid>
  );
}
