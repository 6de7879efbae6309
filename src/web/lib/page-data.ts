import type { LangCode } from '@common/i18n/languages';
import type { SiteConfig } from '@common/sites';
import type { QueryClient } from '@tanstack/react-query';

/**
 * How a page gets its data before it renders (ADR 0014). A page module may export
 * `prefetch: PagePrefetch`; the router runs it as the route's loader, on the server for a
 * server-rendered public page and in the browser on client-side navigation. It fills the query
 * cache (queryClient.ensureQueryData / prefetchQuery with the same queryOptions the page's
 * useQuery uses), so the page renders with its data at once and the browser, hydrating from the
 * cache the server sent, does not fetch it again.
 */
export interface PageDataContext {
  queryClient: QueryClient;
  /** The route's path parameters (e.g. offerid). */
  params: Readonly<Record<string, string | undefined>>;
  /** The full URL asked for; its searchParams carry e.g. the search query. */
  url: URL;
  site: SiteConfig;
  lang: LangCode;
}

export type PagePrefetch = (context: PageDataContext) => Promise<void>;

/**
 * Thrown by a prefetch when the thing the URL names does not exist (an unknown or unpublished
 * offer): the router shows the not-found page, with status 404 when rendered on the server.
 */
export function notFound(): never {
  throw new Response('Not found', { status: 404 });
}
