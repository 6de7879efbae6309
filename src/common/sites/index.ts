import { aiteaches } from './aiteaches';
import { bestgame } from './bestgame';
import { bit } from './bit';
import { bookatable4 } from './bookatable4';
import { corpobond } from './corpobond';
import { czytajbiblie } from './czytajbiblie';
import { fashionableoutfit } from './fashionableoutfit';
import { generic } from './generic';
import { korepetycje } from './korepetycje';
import { liveappmaker } from './liveappmaker';
import { naszdom } from './naszdom';
import type { SiteConfig, SiteId } from './site-config';

export * from './site-config';
export { resolveSite, normaliseHost } from './resolve';
export { DEFAULT_REDIRECTS, mergeRedirects } from './redirects';

/** Every site, in the order of DESIGN.md section 4. */
export const SITES: readonly SiteConfig[] = [
  generic,
  bit,
  bookatable4,
  korepetycje,
  fashionableoutfit,
  aiteaches,
  liveappmaker,
  bestgame,
  czytajbiblie,
  corpobond,
  naszdom,
];

export function siteById(id: SiteId): SiteConfig {
  // SITES holds one entry per SiteId (a unit test keeps it so).
  return SITES.find((s) => s.id === id) as SiteConfig;
}
