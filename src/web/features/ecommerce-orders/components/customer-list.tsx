import type { CustomerRow, ListCustomersQuery } from '@common/schemas/ecommerce-orders';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import {} from '@tabler/icons-react';
import { PageHeader } from '@web/components/page-header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCustomers } from '../api/customers';
import { countryName, formatDate, formatMoney } from '../lib/format';
import { gridLocaleText } from '@web/components/data-grid/grid-locale';
import { customerDetailsPath } from '../lib/paths';
import { useDebounced } from '@web/lib/use-debounced';
import { SearchField } from '@web/components/data-grid/search-field';
import { LoadErrorAlert } from '@web/components/load-error-alert';

const SORTS: readonly string[] = ['name', 'createdAt', 'orders', 'spent', 'country'];

function sortQuery(model: GridSortModel): Pick<ListCustomersQuery, 'sort' | 'order'> {
  const first = model[0];
  if (!first || !SORTS.includes(first.field)) return { sort: 'createdAt', order: 'desc' };
  return { sort: first.field as ListCustomersQuery['sort'], order: first.sort === 'asc' ? 'asc' : 'desc' };
}

/** The site's customers with what they ordered and spent; search, sort and pages by the server. */
export function CustomerList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<GridSortModel>([{ field: 'createdAt', sort: 'desc' }]);
  const q = useDebounced(search.trim());
  const filterKey = JSON.stringify([q, sort]);
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: 10 });
  const model = { page: paging.key === filterKey ? paging.page : 0, pageSize: paging.pageSize };
  const customers = useCustomers({ page: model.page + 1, pageSize: model.pageSize, q, ...sortQuery(sort) });

  const columns: GridColDef<CustomerRow>[] = [
    {
      field: 'name',
      headerName: t('ecommerceOrders.customer.name'),
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.75 }}>
          <Avatar alt="" sx={{ width: 34, height: 34 }}>
            {row.name.slice(0, 1)}
          </Avatar>
          <div>
            <Link component={RouterLink} to={customerDetailsPath(row.id)} sx={{ fontWeight: 600 }}>
              {row.name}
            </Link>
            <Typography variant="body2" color="textSecondary" noWrap>
              {row.email}
            </Typography>
          </div>
        </Stack>
      ),
    },
    {
      field: 'country',
      headerName: t('ecommerceOrders.customer.country'),
      width: 160,
      valueFormatter: (value: string) => countryName(value, lang),
    },
    { field: 'orders', headerName: t('ecommerceOrders.customer.orders'), width: 110, type: 'number' },
    {
      field: 'spent',
      headerName: t('ecommerceOrders.customer.spent'),
      width: 150,
      type: 'number',
      valueGetter: (_v, row) => row.spentMinor,
      valueFormatter: (_v, row) => formatMoney(row.spentMinor, row.currency, lang),
    },
    {
      field: 'createdAt',
      headerName: t('ecommerceOrders.customer.since'),
      width: 150,
      valueFormatter: (value: string) => formatDate(value, lang),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('ecommerceOrders.customers.title')}
        subtitle={t('ecommerceOrders.customers.subtitle')}
        gutter={false}
      />
      <Card>
        <Stack direction="row" sx={{ p: 2 }}>
          <SearchField
            label={t('ecommerceOrders.customers.search')}
            value={search}
            onChange={setSearch}
            sx={{ minWidth: { sm: 300 } }}
          />
        </Stack>
        {customers.isError && (
          <LoadErrorAlert text={t('ecommerceOrders.customers.loadFailed')} onRetry={() => void customers.refetch()} />
        )}
        <DataGrid
          aria-label={t('ecommerceOrders.customers.title')}
          rows={customers.data?.items ?? []}
          columns={columns}
          rowCount={customers.data?.total ?? 0}
          loading={customers.isFetching}
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
          localeText={gridLocaleText(t, t('ecommerceOrders.customers.empty'))}
          sx={{ border: 0, minHeight: 360 }}
        />
      </Card>
    </Stack>
  );
}
