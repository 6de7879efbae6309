import * as api from '@common/api/ecommerce-orders';
import type {
  Address,
  ListCustomersQuery,
  SaveAddressInput,
  UpdateCustomerInput,
} from '@common/schemas/ecommerce-orders';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { shopKeys } from './keys';

export type CustomersFilter = Partial<ListCustomersQuery> & { page: number; pageSize: number };

export function useCustomers(filter: CustomersFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return useQuery({
    queryKey: shopKeys.customers(filter),
    queryFn: ({ signal }) => callApi(api.listCustomers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: shopKeys.customer(id),
    queryFn: ({ signal }) => callApi(api.viewCustomer, { params: { id }, signal }),
  });
}

/** The newest customer of the site, for the menu's "Details". */
export function useNewestCustomer() {
  return useQuery({
    queryKey: shopKeys.customers({ newest: true }),
    queryFn: ({ signal }) =>
      callApi(api.listCustomers, { query: { page: 1, pageSize: 1, sort: 'createdAt', order: 'desc' }, signal }),
  });
}

export function useUpdateCustomer(id: string) {
  return useMutation({
    mutationFn: (input: UpdateCustomerInput) => callApi(api.updateCustomer, { params: { id }, body: input }),
    onSuccess: async (customer) => {
      queryClient.setQueryData(shopKeys.customer(id), customer);
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
    },
  });
}

/** Sets the customer's shipping or billing address; the answer is the customer as now saved. */
export function useSaveCustomerAddress(id: string) {
  return useMutation({
    mutationFn: ({ kind, address }: { kind: Address['kind']; address: SaveAddressInput }) =>
      callApi(api.saveCustomerAddress, { params: { id, kind }, body: address }),
    onSuccess: async (customer) => {
      queryClient.setQueryData(shopKeys.customer(id), customer);
      // Orders show the customer's addresses: their details refetch too.
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
    },
  });
}
