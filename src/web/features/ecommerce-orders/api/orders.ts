import * as api from '@common/api/ecommerce-orders';
import type { ResponseOf } from '@common/api/endpoint';
import type { ChangeOrderStatusInput, ListOrdersQuery } from '@common/schemas/ecommerce-orders';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { shopKeys } from './keys';

export type OrderList = ResponseOf<typeof api.listOrders>;
export type OrdersFilter = Partial<ListOrdersQuery> & { page: number; pageSize: number };

/** Empty filters are left out of the query: "any status" is no filter at all. */
const present = (filter: object) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useOrders(filter: OrdersFilter) {
  return useQuery({
    queryKey: shopKeys.orders(filter),
    queryFn: ({ signal }) => callApi(api.listOrders, { query: present(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: shopKeys.order(id),
    queryFn: ({ signal }) => callApi(api.viewOrder, { params: { id }, signal }),
  });
}

/** The newest order of the site, for the menu's "Details" (the template links a fixed demo order). */
export function useNewestOrder() {
  return useQuery({
    queryKey: shopKeys.orders({ newest: true }),
    queryFn: ({ signal }) =>
      callApi(api.listOrders, { query: { page: 1, pageSize: 1, sort: 'createdAt', order: 'desc' }, signal }),
  });
}

export function useChangeOrderStatus(id: string) {
  return useMutation({
    mutationFn: (input: ChangeOrderStatusInput) => callApi(api.changeOrderStatus, { params: { id }, body: input }),
    onSuccess: async (order) => {
      queryClient.setQueryData(shopKeys.order(id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.all }),
        // Every dashboard under the dashboards' prefix: the eCommerce one counts this order's status.
        queryClient.invalidateQueries({ queryKey: ['dashboards'] }),
      ]);
    },
  });
}
