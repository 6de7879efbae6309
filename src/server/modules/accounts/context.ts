import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../../common/sites';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Mailer } from '../../mail/mailer';
import type { AuthLimits } from './limits';

/** What the account services need from the app, so they can be called without HTTP. */
export interface AccountsDeps {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Rate limits and lock-outs, checked before any costly work (limits.ts). */
  limits: AuthLimits;
}

/** Who is asking, as far as mail links and session lists care. */
export interface RequestInfo {
  site: SiteConfig;
  /** Base of links in mail: this site's own address, never an arbitrary Host header. */
  origin: string;
  userAgent: string | undefined;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Links in mail must not point wherever a Host header says (that would hand reset tokens to an
 * attacker's domain), so only hosts that belong to the resolved site, or local hosts, are used.
 */
export function requestInfo(request: FastifyRequest, env: Env): RequestInfo {
  const host = request.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const bare = hostname.replace(/^www\./, '');
  const trusted = LOCAL_HOSTS.has(hostname) || request.site.domains.includes(bare);
  const origin = trusted ? `${request.protocol}://${host}` : (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return { site: request.site, origin: origin.replace(/\/$/, ''), userAgent: request.headers['user-agent'] };
}
