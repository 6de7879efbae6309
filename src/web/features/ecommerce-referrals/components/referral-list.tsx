import {
  REFERRAL_STATUS_VALUES,
  type ListReferralsQuery,
  type ReferralRow,
  type ReferralStatus,
} from '@common/schemas/ecommerce-referrals';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconPlus } from '@tabler/icons-react';
import { cardState } from '@web/components/dashboard/card-state';
import { DataTable, type DataColumn, type SortingState } from '@web/components/data-table/data-table';
import { SearchField } from '@web/components/data-table/search-field';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { PageHeader } from '@web/components/page-header';
import { useDebounced } from '@web/lib/use-debounced';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferrals } from '../api/referrals';
import { formatDay, formatMoney, formatRate } from '../lib/format';
import { CreateReferralDialog } from './create-referral-dialog';
import { PayoutsDialog } from './payouts-dialog';
import { ReferralStatsCards } from './referral-stats';

const SORT_FIELDS: Record<string, ListReferralsQuery['sort']> = {
  code: 'code',
  referrer: 'referrer',
  commissionBp: 'commission',
  orders: 'orders',
  earningsMinor: 'earnings',
  createdAt: 'createdAt',
};

const sortQuery = (model: SortingState): Pick<ListReferralsQuery, 'sort' | 'order'> => {
  const first = model[0];
  const sort = first ? SORT_FIELDS[first.id] : undefined;
  return sort ? { sort, order: first!.desc ? 'desc' : 'asc' } : { sort: 'createdAt', order: 'desc' };
};

/**
 * The referral programme of the site: its figures, then every code in a server-paged table with
 * search and a status filter; a code is handed out in a dialog, payouts are kept in another.
 */
export function ReferralList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ReferralStatus | ''>('');
  const [sort, setSort] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [creating, setCreating] = useState(false);
  const [payoutsOf, setPayoutsOf] = useState<string | null>(null);
  const q = useDebounced(search.trim());
  // A new search or filter starts at the first page: the page belonged to the filter it was chosen for.
  const filterKey = JSON.stringify([q, status, sort]);
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: 10 });
  const model = { page: paging.key === filterKey ? paging.page : 0, pageSize: paging.pageSize };
  const referrals = useReferrals({
    page: model.page + 1,
    pageSize: model.pageSize,
    q,
    ...(status ? { status } : {}),
    ...sortQuery(sort),
  });
  const data = referrals.data;
  const selected = data?.items.find((r) => r.id === payoutsOf) ?? null;

  const columns: DataColumn<ReferralRow>[] = [
    {
      id: 'code',
      header: t('ecommerceReferrals.field.code'),
      sortable: true,
      minWidth: 140,
      cell: (row) => (
        <Typography component="span" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
          {row.code}
        </Typography>
      ),
    },
    {
      id: 'referrer',
      header: t('ecommerceReferrals.field.referrer'),
      sortable: true,
      minWidth: 180,
      cell: (row) => (
        <div style={{ lineHeight: 1.3 }}>
          <Typography variant="body2">{row.referrerName}</Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {row.referrerEmail}
          </Typography>
        </div>
      ),
    },
    {
      id: 'commissionBp',
      header: t('ecommerceReferrals.field.commission'),
      sortable: true,
      align: 'right',
      minWidth: 110,
      cell: (row) => formatRate(row.commissionBp, lang),
    },
    {
      id: 'orders',
      header: t('ecommerceReferrals.field.orders'),
      sortable: true,
      align: 'right',
      minWidth: 80,
      cell: (row) => row.orders,
    },
    {
      id: 'earningsMinor',
      header: t('ecommerceReferrals.field.earnings'),
      sortable: true,
      align: 'right',
      minWidth: 115,
      cell: (row) => formatMoney(row.earningsMinor, row.currency, lang),
    },
    {
      id: 'paidMinor',
      header: t('ecommerceReferrals.field.paid'),
      align: 'right',
      minWidth: 115,
      cell: (row) => formatMoney(row.paidMinor, row.currency, lang),
    },
    {
      id: 'status',
      header: t('ecommerceReferrals.field.status'),
      minWidth: 100,
      cell: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.status === 'active' ? 'success' : 'default'}
          label={t(`ecommerceReferrals.status.${row.status}`)}
        />
      ),
    },
    {
      id: 'createdAt',
      header: t('ecommerceReferrals.field.created'),
      sortable: true,
      minWidth: 120,
      cell: (row) => formatDay(row.createdAt, lang),
    },
    {
      id: 'actions',
      header: t('ecommerceReferrals.payouts.open'),
      hideHeader: true,
      align: 'right',
      minWidth: 100,
      cell: (row) => (
        <Button
          size="small"
          onClick={() => setPayoutsOf(row.id)}
          aria-label={t('ecommerceReferrals.payouts.openFor', { code: row.code })}
        >
          {t('ecommerceReferrals.payouts.open')}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <PageHeader title={t('ecommerceReferrals.title')} subtitle={t('ecommerceReferrals.subtitle')} gutter={false} />
        <Button variant="contained" startIcon={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('ecommerceReferrals.create.open')}
        </Button>
      </Stack>
      <ReferralStatsCards stats={data?.stats} state={cardState(referrals)} />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap' }}>
          <SearchField label={t('ecommerceReferrals.search')} value={search} onChange={setSearch} />
          <TextField
            select
            size="small"
            label={t('ecommerceReferrals.field.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as ReferralStatus | '')}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('ecommerceReferrals.anyStatus')}</MenuItem>
            {REFERRAL_STATUS_VALUES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`ecommerceReferrals.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {referrals.isError && (
          <LoadErrorAlert text={t('ecommerceReferrals.loadFailed')} onRetry={() => void referrals.refetch()} />
        )}
        <DataTable
          label={t('ecommerceReferrals.title')}
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(row) => row.id}
          total={data?.total ?? 0}
          loading={referrals.isFetching}
          emptyText={t('ecommerceReferrals.empty')}
          paging={model}
          onPaging={(p) => setPaging({ key: filterKey, ...p })}
          sort={sort}
          onSort={setSort}
        />
      </Card>
      <CreateReferralDialog open={creating} onClose={() => setCreating(false)} />
      {selected && <PayoutsDialog key={selected.id} referral={selected} onClose={() => setPayoutsOf(null)} />}
    </Stack>
  );
}
