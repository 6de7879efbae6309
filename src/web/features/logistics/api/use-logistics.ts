import * as api from '@common/api/logistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSearchParams } from 'react-router';
import { DEFAULT_PRESET, isPreset, isScope, presetRange } from '../lib/range';

/** The range and scope the address asks for, defaults otherwise; `set` changes them in the address. */
export function useLogisticsParams() {
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const scopeParam = params.get('scope');
  const preset = isPreset(rangeParam) ? rangeParam : DEFAULT_PRESET;
  const scope = isScope(scopeParam) ? scopeParam : 'site';
  const set = (next: { range?: string; scope?: string }) => {
    const out = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) out.set(key, value);
    setParams(out);
  };
  return { preset, scope, set };
}

/** The logistics figures of the range and scope in the address; one request feeds every card. */
export function useLogisticsDashboard() {
  const { preset, scope } = useLogisticsParams();
  const query = { ...presetRange(preset), scope };
  return useQuery({
    queryKey: queryKeys.logistics.dashboard(query),
    queryFn: ({ signal }) => callApi(api.logisticsDashboard, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The fleet now (this site, or every site with ?scope=all). */
export function useFleet() {
  const { scope } = useLogisticsParams();
  const query = { scope };
  return useQuery({
    queryKey: queryKeys.logistics.fleet(query),
    queryFn: ({ signal }) => callApi(api.logisticsFleet, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
