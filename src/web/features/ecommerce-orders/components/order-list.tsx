import {
  ORDER_STATUS_VALUES,
  PAYMENT_STATUSES,
  type ListOrdersQuery,
  type OrderStatusValue,
  type PaymentStatus,
} from '@common/schemas/ecommerce-orders';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SortingState } from '@web/components/data-table/data-table';
import { PageHeader } from '@web/components/page-header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrders } from '../api/orders';
import { useDebounced } from '@web/lib/use-debounced';
import { OrderGrid, type GridPaging } from './order-grid';
import { SearchField } from '@web/components/data-table/search-field';

const SORT_FIELDS: Record<string, ListOrdersQuery['sort']> = {
  number: 'number',
  createdAt: 'createdAt',
  customer: 'customer',
  total: 'total',
  status: 'status',
};

/** Maps the table's sort to the API's sort and order (newest first when none is chosen). */
export function sortQuery(model: SortingState): Pick<ListOrdersQuery, 'sort' | 'order'> {
  const first = model[0];
  const sort = first ? SORT_FIELDS[first.id] : undefined;
  return sort ? { sort, order: first!.desc ? 'desc' : 'asc' } : { sort: 'createdAt', order: 'desc' };
}

/** The site's orders: search, filters and the grid; every filter goes to the server. */
export function OrderList() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatusValue | ''>('');
  const [payment, setPayment] = useState<PaymentStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const q = useDebounced(search.trim());
  // A new search or filter starts at the first page: the page belonged to the filter it was chosen for.
  const filterKey = JSON.stringify([q, status, payment, from, to, sort]);
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: 10 });
  const model: GridPaging = { page: paging.key === filterKey ? paging.page : 0, pageSize: paging.pageSize };
  // A half-typed range (to before from) would be refused: the later day waits until it makes sense.
  const range = from && to && from > to ? { from } : { from, to };
  const orders = useOrders({
    page: model.page + 1,
    pageSize: model.pageSize,
    q,
    ...(status ? { status } : {}),
    ...(payment ? { payment } : {}),
    ...range,
    ...sortQuery(sort),
  });

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('ecommerceOrders.list.title')}
        subtitle={t('ecommerceOrders.list.subtitle')}
        gutter={false}
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap' }}>
          <SearchField
            label={t('ecommerceOrders.list.search')}
            value={search}
            onChange={setSearch}
            sx={{ minWidth: { md: 280 } }}
          />
          <TextField
            select
            size="small"
            label={t('ecommerceOrders.order.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatusValue | '')}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('ecommerceOrders.list.any')}</MenuItem>
            {ORDER_STATUS_VALUES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`ecommerceOrders.status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('ecommerceOrders.order.payment')}
            value={payment}
            onChange={(e) => setPayment(e.target.value as PaymentStatus | '')}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('ecommerceOrders.list.any')}</MenuItem>
            {PAYMENT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`ecommerceOrders.payment.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('ecommerceOrders.list.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('ecommerceOrders.list.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <OrderGrid
          data={orders.data}
          fetching={orders.isFetching}
          error={orders.isError}
          onRetry={() => void orders.refetch()}
          paging={model}
          onPaging={(p) => setPaging({ key: filterKey, ...p })}
          sort={sort}
          onSort={setSort}
        />
      </Card>
    </Stack>
  );
}
