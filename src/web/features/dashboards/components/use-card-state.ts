import type { useDashboard } from '../api/use-dashboard';
import type { CardState } from './dashboard-card';

/** Every card of a dashboard follows the one request that feeds them all. */
export function cardState(query: ReturnType<typeof useDashboard>): CardState {
  return { pending: query.isPending, error: query.isError && !query.data, onRetry: () => void query.refetch() };
}
