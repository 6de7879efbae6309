import type { TopListing } from '@common/schemas/dashboards';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import { isLangCode, languageOf } from '@common/i18n/languages';
import { formatPrice, formatPriceUnit } from '@web/lib/listing-format';
import { offerPath } from '@web/lib/paths';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';

/** The listings people wrote about most in the range. */
export function TopListingsCard({ state, rows }: { state: CardState; rows: TopListing[] | undefined }) {
  const { t, i18n } = useTranslation();
  // Intl wants a BCP 47 tag ("pt-BR", not our "br"); the same words as the listing's card.
  const locale = languageOf(isLangCode(i18n.language) ? i18n.language : 'en').htmlLang;
  const price = (l: TopListing) => {
    if (l.priceMinor === null) return '—';
    const amount = formatPrice(l.priceMinor, l.currency, locale);
    if (amount === null) return t('dashboards.free');
    const unit = l.priceBasis ? formatPriceUnit({ priceBasis: l.priceBasis, duration: l.duration }, locale, t) : null;
    return unit ? `${amount} ${unit}` : amount;
  };
  return (
    <DashboardCard
      title={t('dashboards.top.title')}
      subtitle={t('dashboards.top.subtitle')}
      state={state}
      empty={rows?.length === 0}
      height={260}
      testId="top-listings"
    >
      {() => (
        <Table size="small" aria-label={t('dashboards.top.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboards.top.listing')}</TableCell>
              <TableCell>{t('dashboards.top.site')}</TableCell>
              <TableCell>{t('dashboards.top.price')}</TableCell>
              <TableCell align="right">{t('dashboards.top.conversations')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((l) => (
              <TableRow key={`${l.id ?? 'gone'}-${l.name}`}>
                <TableCell sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {l.id && l.status === 'published' ? (
                    <Link href={offerPath(i18n.language, l.id)}>{l.name}</Link>
                  ) : (
                    l.name
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={l.site} />
                </TableCell>
                <TableCell>{price(l)}</TableCell>
                <TableCell align="right">{l.conversations.toLocaleString(i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DashboardCard>
  );
}
