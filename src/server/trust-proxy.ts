import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which peers may tell us the client's address and protocol (X-Forwarded-For/-Proto/
 * -Host). Off by default, so a client talking to the server directly cannot forge them. Either a
 * hop count (the server is reachable only through that many proxies) or a list of the proxies'
 * addresses/CIDRs, plus proxy-addr's names for common ranges.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const version = isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (version === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const OFF = new Set(['0', 'false', 'off', 'no']);
const EVERYONE = new Set(['true', 'yes', 'on', '*', 'all']);

export const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) {
      ctx.addIssue({ code: 'custom', message: 'a hop count must be at most 20' });
      return z.NEVER;
    }
    return { hops };
  }
  // "1" is a hop count (handled above); "true" would trust any client's headers, which is what
  // this setting exists to prevent.
  if (EVERYONE.has(value)) {
    ctx.addIssue({
      code: 'custom',
      message: `"${raw}" would trust forwarded headers from anyone; give a hop count (e.g. 1) or the proxy addresses (e.g. 10.0.0.0/8,loopback)`,
    });
    return z.NEVER;
  }
  const addresses = value.split(',').map((s) => s.trim());
  const bad = addresses.filter((a) => !validAddress(a));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not an IP address, CIDR or one of loopback, linklocal, uniquelocal: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    });
    return z.NEVER;
  }
  return { addresses };
});

/**
 * What Fastify's `trustProxy` option gets. A hop count becomes a function: Fastify 5 turns a bare
 * number into "trust nobody" (a hop count cannot check the nearest peer), but a deployment that
 * names a hop count has said the server is reachable only through its proxies.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return setting.addresses;
}
