/** What every card of a dashboard follows: the one request that feeds them all. */
export interface CardState {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
}

/** A card keeps showing figures it has while a refetch fails; it shows the error only without any. */
export function cardState(query: {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  refetch: () => unknown;
}): CardState {
  return { pending: query.isPending, error: query.isError && !query.data, onRetry: () => void query.refetch() };
}
