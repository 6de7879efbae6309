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
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { IconPlus } from '@tabler/icons-react';
import { cardState } from '@web/components/dashboard/card-state';
import { gridLocaleText } from '@web/components/data-grid/grid-locale';
import { SearchField } from '@web/components/data-grid/search-field';
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

const sortQuery = (model: GridSortModel): Pick<ListReferralsQuery, 'sort' | 'order'> => {
  const first = model[0];
  const sort = first ? SORT_FIELDS[first.field] : undefined;
  return sort ? { sort, order: first!.sort === 'asc' ? 'asc' : 'desc' } : { sort: 'createdAt', order: 'desc' };
};

/**
 * The referral programme of the site: its figures, then every code in a server-paged grid with
 * search and a status filter; a code is handed out in a dialog, payouts are kept in another.
 */
export function ReferralList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ReferralStatus | ''>('');
  const [sort, setSort] = useState<GridSortModel>([{ field: 'createdAt', sort: 'desc' }]);
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

  const columns: GridColDef<ReferralRow>[] = [
    {
      field: 'code',
      headerName: t('ecommerceReferrals.field.code'),
      width: 160,
      renderCell: ({ row }) => (
        <Typography component="span" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
          {row.code}
        </Typography>
      ),
    },
    {
      field: 'referrer',
      headerName: t('ecommerceReferrals.field.referrer'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <div style={{ lineHeight: 1.3, paddingBlock: 6 }}>
          <Typography variant="body2">{row.referrerName}</Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {row.referrerEmail}
          </Typography>
        </div>
      ),
    },
    {
      field: 'commissionBp',
      headerName: t('ecommerceReferrals.field.commission'),
      width: 110,
      type: 'number',
      valueFormatter: (value: number) => formatRate(value, lang),
    },
    { field: 'orders', headerName: t('ecommerceReferrals.field.orders'), width: 80, type: 'number' },
    {
      field: 'earningsMinor',
      headerName: t('ecommerceReferrals.field.earnings'),
      width: 115,
      type: 'number',
      valueFormatter: (value: number, row) => formatMoney(value, row.currency, lang),
    },
    {
      field: 'paidMinor',
      headerName: t('ecommerceReferrals.field.paid'),
      width: 115,
      type: 'number',
      sortable: false,
      valueFormatter: (value: number, row) => formatMoney(value, row.currency, lang),
    },
    {
      field: 'status',
      headerName: t('ecommerceReferrals.field.status'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.status === 'active' ? 'success' : 'default'}
          label={t(`ecommerceReferrals.status.${row.status}`)}
        />
      ),
    },
    {
      field: 'createdAt',
      headerName: t('ecommerceReferrals.field.created'),
      width: 120,
      valueFormatter: (value: string) => formatDay(value, lang),
    },
    {
      field: 'actions',
      headerName: '',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
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
        <DataGrid
          aria-label={t('ecommerceReferrals.title')}
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={referrals.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={model}
          onPaginationModelChange={(p) => setPaging({ key: filterKey, ...p })}
          pageSizeOptions={[10, 25, 50]}
          sortModel={sort}
          onSortModelChange={setSort}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          getRowHeight={() => 'auto'}
          localeText={gridLocaleText(t, t('ecommerceReferrals.empty'))}
          sx={{ border: 0, minHeight: 360 }}
        />
      </Card>
      <CreateReferralDialog open={creating} onClose={() => setCreating(false)} />
      {selected && <PayoutsDialog key={selected.id} referral={selected} onClose={() => setPayoutsOf(null)} />}
    </Stack>
  );
}
