import * as api from '@common/api/logistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { presetRange } from '@web/components/dashboard/range';
import { useDashboardParams } from '@web/components/dashboard/use-dashboard-params';

/** The logistics figures of the range and scope in the address; one request feeds every card. */
export function useLogisticsDashboard() {
  const { preset, scope } = useDashboardParams();
  const query = { ...presetRange(preset), scope };
  return useQuery({
    queryKey: queryKeys.logistics.dashboard(query),
    queryFn: ({ signal }) => callApi(api.logisticsDashboard, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The fleet now (this site, or every site with ?scope=all). */
export function useFleet() {
  const { scope } = useDashboardParams();
  const query = { scope };
  return useQuery({
    queryKey: queryKeys.logistics.fleet(query),
    queryFn: ({ signal }) => callApi(api.logisticsFleet, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The dispatcher's figures of this site now (/apps/logistics/dashboard2, any signed-in user). */
export function useLogisticsDispatch() {
  return useQuery({
    queryKey: queryKeys.logistics.dispatch,
    queryFn: ({ signal }) => callApi(api.logisticsDispatch, { signal }),
  });
}
