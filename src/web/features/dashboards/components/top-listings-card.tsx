import type { TopListing } from '@common/schemas/dashboards';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import { offerPath } from '@web/lib/paths';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';

/** The listings people wrote about most in the range. */
export function TopListingsCard({ state, rows }: { state: CardState; rows: TopListing[] | undefined }) {
  const { t, i18n } = useTranslation();
  const price = (l: TopListing) =>
    l.priceMinor === null
      ? '—'
      : l.priceMinor === 0 || !l.currency
        ? t('dashboards.free')
        : (l.priceMinor / 100).toLocaleString(i18n.language, { style: 'currency', currency: l.currency });
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
