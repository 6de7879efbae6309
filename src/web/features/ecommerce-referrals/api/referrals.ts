import * as customersApi from '@common/api/ecommerce-orders';
import * as api from '@common/api/ecommerce-referrals';
import type {
  CreatePayoutInput,
  CreateReferralInput,
  ListReferralsQuery,
  ReferralList,
} from '@common/schemas/ecommerce-referrals';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The referrals page's query keys, under one prefix: a new code or payout invalidates it all, so
 * the statistics cards and the grid never disagree. The customers the referrer picker finds are
 * under it too (their codes do not change them, but the prefix keeps this page's cache together).
 */
export const referralKeys = {
  all: ['ecommerce-referrals'] as const,
  list: <F>(filter: F) => ['ecommerce-referrals', 'list', filter] as const,
  customers: (q: string) => ['ecommerce-referrals', 'customers', q] as const,
};

export type ReferralsFilter = Partial<ListReferralsQuery> & { page: number; pageSize: number };

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useReferrals(filter: ReferralsFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return useQuery<ReferralList>({
    queryKey: referralKeys.list(filter),
    queryFn: ({ signal }) => callApi(api.listReferrals, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Customers of the site by name or e-mail, for choosing a referrer (the first ten that match). */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: referralKeys.customers(q),
    queryFn: ({ signal }) =>
      callApi(customersApi.listCustomers, {
        query: { page: 1, pageSize: 10, sort: 'name', order: 'asc', ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: referralKeys.all });

export function useCreateReferral() {
  return useMutation({
    mutationFn: (input: CreateReferralInput) => callApi(api.createReferral, { body: input }),
    onSuccess: refresh,
  });
}

export function useCreatePayout(id: string) {
  return useMutation({
    mutationFn: (input: CreatePayoutInput) => callApi(api.createPayout, { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

export function useMarkPayoutPaid(id: string) {
  return useMutation({
    mutationFn: (payoutId: string) => callApi(api.markPayoutPaid, { params: { id, payoutId } }),
    onSuccess: refresh,
  });
}
