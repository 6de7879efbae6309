import type { SiteConfig } from '../common/sites';
import type { Env } from './env';

type OriginSettings = Pick<Env, 'NODE_ENV' | 'PORT' | 'PUBLIC_URL' | 'PUBLIC_URLS'>;

/**
 * The address a site is reached at from outside, which links in mail start with. It comes from
 * configuration only, never from the request: Host and X-Forwarded-* are whatever the client sent,
 * and a link built from them hands reset tokens to whoever forged them.
 * Order: the site's PUBLIC_URLS entry, PUBLIC_URL, in production the site's first domain over
 * https, else the local server (development, tests, a generic site without a domain).
 */
export function publicOrigin(env: OriginSettings, site: Pick<SiteConfig, 'id' | 'domains'>): string {
  const configured = env.PUBLIC_URLS[site.id] ?? env.PUBLIC_URL;
  if (configured) {
    const url = new URL(configured);
    // A path prefix is kept (a site served under /app); the trailing slash is not, links add their own.
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  const domain = site.domains[0];
  if (env.NODE_ENV === 'production' && domain) return `https://${domain}`;
  return `http://localhost:${env.PORT}`;
}
