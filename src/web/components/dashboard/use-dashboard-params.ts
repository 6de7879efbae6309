import { useSearchParams } from 'react-router';
import { DEFAULT_PRESET, isPreset, isScope, type RangePreset } from './range';

/**
 * The range and scope the address asks for (?range=7d|30d|90d|year&scope=site|all), defaults
 * otherwise; `set` changes them in the address. Every admin dashboard reads the same two
 * parameters, so a link keeps its view from one dashboard to another.
 */
export function useDashboardParams(defaultPreset: RangePreset = DEFAULT_PRESET) {
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const scopeParam = params.get('scope');
  const preset = isPreset(rangeParam) ? rangeParam : defaultPreset;
  const scope = isScope(scopeParam) ? scopeParam : 'site';
  const set = (next: { range?: string; scope?: string }) => {
    const out = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) out.set(key, value);
    setParams(out);
  };
  return { preset, scope, set };
}
