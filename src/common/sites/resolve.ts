import type { SiteConfig, SiteId } from './site-config';

/**
 * Lower-cases a Host header value and strips the port, a trailing dot and a leading "www.", so
 * "WWW.Korepetycje.lol:3000" and "korepetycje.lol" name the same site.
 */
export function normaliseHost(host: string | undefined | null): string {
  if (!host) return '';
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1); // IPv6 literal: no site has one
  h = h.replace(/:\d+$/, '').replace(/\.$/, '');
  return h.startsWith('www.') ? h.slice(4) : h;
}

export interface ResolveOptions {
  /** The site for local and unknown hosts (env DEFAULT_SITE). */
  defaultSite: SiteId;
  /** A development-only ?site= override; ignored unless it names a known site. */
  override?: string | null;
}

/** One resolver for server and browser: override, then exact domain, then the default site. */
export function resolveSite(
  sites: readonly SiteConfig[],
  host: string | undefined | null,
  options: ResolveOptions,
): SiteConfig {
  const byId = (id: string) => sites.find((s) => s.id === id);
  if (options.override) {
    const forced = byId(options.override);
    if (forced) return forced;
  }
  const h = normaliseHost(host);
  const matched = h ? sites.find((s) => s.domains.includes(h)) : undefined;
  const fallback = byId(options.defaultSite);
  if (matched) return matched;
  if (!fallback) throw new Error(`Unknown default site "${options.defaultSite}"`);
  return fallback;
}
