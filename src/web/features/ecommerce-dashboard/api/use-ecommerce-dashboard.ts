import * as api from '@common/api/ecommerce-dashboard';
import type { DashboardQuery } from '@common/schemas/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

/** The shop's figures for a range and scope (the page reads them from the address); one request feeds every card. */
export function useEcommerceDashboard(query: DashboardQuery) {
  return useQuery({
    // Under the dashboards' key, so whatever refreshes the dashboards refreshes this one too.
    queryKey: ['dashboards', 'ecommerce', query] as const,
    queryFn: ({ signal }) => callApi(api.ecommerceDashboard, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
