import { PATHS } from '@web/lib/paths';

/** The search page for a kind of listing and words (a category chip, "Browse offers"). */
export function searchHref(filters: { kind?: string | null | undefined; q?: string | undefined }): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `${PATHS.search}?${query}` : PATHS.search;
}

/** Where "Publish an offer" leads; the router sends a visitor to sign in first. */
export const ADD_NEW_PATH = '/add-new';
