import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Our defaults; the server renderer makes one per request, the browser one per tab. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The browser's client. Never used by the server renderer, which has one per request. */
export const queryClient = createQueryClient();
