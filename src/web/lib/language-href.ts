/**
 * The same page in another language: the address with `lang` set (the server renders the page in
 * it, ADR 0014), every other part of the query kept, so a search stays the same search.
 */
export function languageHref(pathname: string, search: string, lang: string): string {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${pathname}?${params.toString()}`;
}
