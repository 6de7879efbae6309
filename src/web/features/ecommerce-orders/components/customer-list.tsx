import type { CustomerRow, ListCustomersQuery } from '@common/schemas/ecommerce-orders';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type DataColumn, type SortingState } from '@web/components/data-table/data-table';
import { PageHeader } from '@web/components/page-header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCustomers } from '../api/customers';
import { countryName, formatDate, formatMoney } from '../lib/format';
import { customerDetailsPath } from '../lib/paths';
import { useDebounced } from '@web/lib/use-debounced';
import { SearchField } from '@web/components/data-table/search-field';
import { LoadErrorAlert } from '@web/components/load-error-alert';

const SORTS: readonly string[] = ['name', 'createdAt', 'orders', 'spent', 'country'];

function sortQuery(model: SortingState): Pick<ListCustomersQuery, 'sort' | 'order'> {
  const first = model[0];
  if (!first || !SORTS.includes(first.id)) return { sort: 'createdAt', order: 'desc' };
  return { sort: first.id as ListCustomersQuery['sort'], order: first.desc ? 'desc' : 'asc' };
}

/** The site's customers with what they ordered and spent; search, sort and pages by the server. */
export function CustomerList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const q = useDebounced(search.trim());
  const filterKey = JSON.stringify([q, sort]);
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: 10 });
  const model = { page: paging.key === filterKey ? paging.page : 0, pageSize: paging.pageSize };
  const customers = useCustomers({ page: model.page + 1, pageSize: model.pageSize, q, ...sortQuery(sort) });

  const columns: DataColumn<CustomerRow>[] = [
    {
      id: 'name',
      header: t('ecommerceOrders.customer.name'),
      sortable: true,
      minWidth: 240,
      cell: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
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
      id: 'country',
      header: t('ecommerceOrders.customer.country'),
      sortable: true,
      minWidth: 160,
      cell: (row) => countryName(row.country, lang),
    },
    {
      id: 'orders',
      header: t('ecommerceOrders.customer.orders'),
      sortable: true,
      align: 'right',
      minWidth: 110,
      cell: (row) => row.orders,
    },
    {
      id: 'spent',
      header: t('ecommerceOrders.customer.spent'),
      sortable: true,
      align: 'right',
      minWidth: 150,
      cell: (row) => formatMoney(row.spentMinor, row.currency, lang),
    },
    {
      id: 'createdAt',
      header: t('ecommerceOrders.customer.since'),
      sortable: true,
      minWidth: 150,
      cell: (row) => formatDate(row.createdAt, lang),
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
        <DataTable
          label={t('ecommerceOrders.customers.title')}
          columns={columns}
          rows={customers.data?.items ?? []}
          getRowId={(row) => row.id}
          total={customers.data?.total ?? 0}
          loading={customers.isFetching}
          emptyText={t('ecommerceOrders.customers.empty')}
          paging={model}
          onPaging={(p) => setPaging({ key: filterKey, ...p })}
          sort={sort}
          onSort={setSort}
        />
      </Card>
    </Stack>
  );
}
