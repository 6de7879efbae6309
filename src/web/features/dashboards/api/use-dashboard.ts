import * as api from '@common/api/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSearchParams } from 'react-router';
import { DEFAULT_PRESET, isPreset, isScope, presetRange } from '../lib/range';

/** The range and scope the address asks for (?range=7d|30d|90d|year&scope=site|all), defaults otherwise. */
export function useDashboardParams() {
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
