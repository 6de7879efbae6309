import Card from '@mui/material/Card';
import type { SortingState } from '@web/components/data-table/data-table';
import { useState } from 'react';
import { useOrders } from '../api/orders';
import { OrderGrid } from './order-grid';
import { sortQuery } from './order-list';

/** The customer's own orders: the orders table with the customer filter set. */
export function CustomerOrders({ customerId }: { customerId: string }) {
  const [sort, setSort] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const orders = useOrders({ page: paging.page + 1, pageSize: paging.pageSize, customerId, ...sortQuery(sort) });
  return (
    <Card>
      <OrderGrid
        data={orders.data}
        fetching={orders.isFetching}
        error={orders.isError}
        onRetry={() => void orders.refetch()}
        paging={paging}
        onPaging={setPaging}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPaging((p) => ({ ...p, page: 0 }));
        }}
        hideCustomer
      />
    </Card>
  );
}
