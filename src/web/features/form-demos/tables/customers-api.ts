import * as api from '@common/api/ecommerce-orders';
import type { ListCustomersQuery } from '@common/schemas/ecommerce-orders';
import { callApi } from '@web/lib/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type CustomersQuery = Partial<ListCustomersQuery> & { page: number; pageSize: number };

// The demo's own keys (as each feature keeps its own): it reads the shop's customers, changes nothing.
const keys = {
  list: (query: CustomersQuery) => ['tables-demo', 'customers', query] as const,
  one: (id: string) => ['tables-demo', 'customer', id] as const,
};

/** Leaves out the empty filters, so "any country" and an empty search send nothing. */
export function customersQueryString(query: CustomersQuery): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** A page of GET /api/ecommerce/customers; the previous page stays on screen while the next loads. */
export function useCustomerPage(query: CustomersQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => callApi(api.listCustomers, { query: customersQueryString(query), signal }),
    placeholderData: keepPreviousData,
  });
}

/** One customer with addresses (GET /api/ecommerce/customers/:id), for the row's details. */
export function useCustomerDetails(id: string | null) {
  return useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: ({ signal }) => callApi(api.viewCustomer, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}
