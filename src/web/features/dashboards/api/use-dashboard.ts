import * as api from '@common/api/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { presetRange } from '@web/components/dashboard/range';
import { useDashboardParams } from '@web/components/dashboard/use-dashboard-params';

/** The figures of the range and scope in the address; one request feeds every card of a dashboard. */
export function useDashboard() {
  const { preset, scope } = useDashboardParams();
  const query = { ...presetRange(preset), scope };
  return useQuery({
    queryKey: queryKeys.dashboards(query),
    queryFn: ({ signal }) => callApi(api.dashboardOverview, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
