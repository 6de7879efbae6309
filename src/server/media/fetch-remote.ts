import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/*
 * "Add a picture from a URL": the server downloads the picture once and treats the bytes as an
 * upload (issue #30). A server that fetches what users name can be pointed at itself or at the
 * private network behind it (SSRF: metadata services, admin panels, Redis), so:
 * - only http and https;
 * - every address the name resolves to must be public (one private answer refuses the URL: a
 *   name that resolves to both would otherwise be a coin toss);
 * - the connection goes to the address that was checked, never to a second lookup (DNS
 *   rebinding cannot swap in another address between check and connect);
 * - redirects are followed by hand, a few at most, each new address checked the same way;
 * - the body is cut off past the byte limit and the whole fetch past a time limit.
 */

export type FetchProblem = 'address' | 'unreachable' | 'tooLarge';
export type FetchResult = { data: Buffer } | { problem: FetchProblem };

export interface FetchOptions {
  maxBytes: number;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Addresses allowed although not public: only tests set it (a local server), see MEDIA_FETCH_ALLOW. */
  allow?: BlockList;
}

/** Everything that is not the public internet: private, loopback, link-local, shared, reserved, documentation, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  // Translated (NAT64) addresses reach IPv4 hosts, private ones included. (IPv4-mapped ones,
  // ::ffff:a.b.c.d, are checked as the IPv4 address they carry: see isPublicAddress.)
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo and 6to4 embed IPv4 addresses too.
  ['2001::', 32],
  ['2002::', 16],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:7f00:1 is 127.0.0.1), or null. */
function mappedIpv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(address: string, allow?: BlockList): boolean {
  // Node's BlockList matches IPv4 addresses against IPv6 rules in their mapped form, and an IPv6
  // ::ffff: address connects to the IPv4 host: both are judged as the plain IPv4 address.
  const v4 = mappedIpv4(address);
  if (v4) return isPublicAddress(v4, allow);
  const family = familyOf(address);
  if (allow?.check(address, family)) return true;
  return isIP(address) !== 0 && !NOT_PUBLIC.check(address, family);
}

/** A comma-separated list of addresses and CIDR ranges (MEDIA_FETCH_ALLOW) as a BlockList to allow. */
export function allowListOf(spec: string | undefined): BlockList | undefined {
  if (!spec) return undefined;
  const list = new BlockList();
  for (const entry of spec
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = familyOf(address);
    if (isIP(address) === 0) throw new Error(`Not an address: ${entry}`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** The one checked address of a host name, or null when any of its addresses is not public. */
async function checkedAddress(
  hostname: string,
  signal: AbortSignal,
  allow?: BlockList,
): Promise<{ address: string; family: number } | null> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const answers = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await withinTime(lookup(bare, { all: true, verbatim: true }), signal);
  if (answers.length === 0 || !answers.every((a) => isPublicAddress(a.address, allow))) return null;
  return answers[0]!;
}

/** A slow resolver counts against the fetch's time limit too (dns.lookup takes no signal). */
function withinTime<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Hands the socket the address already checked instead of resolving the name again. */
const pinnedLookup =
  (pinned: { address: string; family: number }): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (e: null, all: (typeof pinned)[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

class Refused extends Error {
  constructor(readonly problem: FetchProblem) {
    super(problem);
  }
}

function request(url: URL, pinned: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup: pinnedLookup(pinned), signal, headers: { accept: 'image/*' } }, resolve);
    req.on('error', reject);
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new Refused('tooLarge');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      throw new Refused('tooLarge');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads `address` under the rules above. Any network failure, a status other than 2xx, or
 * too many redirects is 'unreachable'; a refused address (the first or a redirect's) 'address'.
 * What the bytes are is the caller's question (the media module sniffs and decodes them).
 */
export async function fetchRemote(address: string, options: FetchOptions): Promise<FetchResult> {
  const { maxBytes, timeoutMs = 10_000, maxRedirects = 3, allow } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { problem: 'address' };
  }
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
        return { problem: 'address' };
      const pinned = await checkedAddress(url.hostname, signal, allow);
      if (!pinned) return { problem: 'address' };
      const response = await request(url, pinned, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return { problem: 'unreachable' };
      }
      return { data: await readBody(response, maxBytes) };
    }
    return { problem: 'unreachable' };
  } catch (err) {
    if (err instanceof Refused) return { problem: err.problem };
    // DNS failures, refused connections, TLS errors, the time limit: the address gave nothing.
    return { problem: 'unreachable' };
  }
}
