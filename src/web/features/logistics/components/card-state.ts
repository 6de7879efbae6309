import type { UseQueryResult } from '@tanstack/react-query';

/** What every card of a view follows: the one request that feeds them all. */
export interface CardState {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
}

export function cardState(query: UseQueryResult<unknown>): CardState {
  return { pending: query.isPending, error: query.isError && !query.data, onRetry: () => void query.refetch() };
}
