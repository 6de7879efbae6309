import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../common/sites';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { publicOrigin } from '../public-origin';
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
  /** Base of links in mail: this site's configured public address, never a request header. */
  origin: string;
  userAgent: string | undefined;
}

/** The site comes from the Host header (it only picks which site's look and texts), the origin from configuration. */
export function requestInfo(request: FastifyRequest, env: Env): RequestInfo {
  return { site: request.site, origin: publicOrigin(env, request.site), userAgent: request.headers['user-agent'] };
}
