import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { Env } from '../env';

type WithNonce = IncomingMessage & { cspNonce?: string };

const NONCE_BYTES = 16;
// Random bytes fetched 256 nonces at a time: one call into the system's generator per 256
// responses instead of one each. Every byte is handed out once.
const NONCES_PER_FILL = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

function freshNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_FILL);
    poolOffset = 0;
  }
  const nonce = randomPool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** The nonce of this response's inline scripts (index.html's theme and bootstrap scripts): 128 random bits. */
export function cspNonceOf(raw: IncomingMessage): string {
  const req = raw as WithNonce;
  req.cspNonce ??= freshNonce();
  return req.cspNonce;
}

/** A LiveKit URL's origin in its WebSocket and HTTP forms: the client signals over the first and checks with the second. */
export function livekitOrigins(url: string): string[] {
  const { protocol, host } = new URL(url);
  const secure = protocol === 'wss:' || protocol === 'https:';
  return [`${secure ? 'wss' : 'ws'}://${host}`, `${secure ? 'https' : 'http'}://${host}`];
}

/** Where the fleet map's tiles come from, as a CSP source: {s} subdomains become a wildcard. */
export function tileOrigin(template: string): string {
  const [, scheme, host] = /^(https?):\/\/([^/]+)/.exec(template) ?? [];
  return `${scheme}://${(host ?? '').replace(/\{s\}/g, '*')}`;
}

/** Where the response's nonce goes in the CSP directives. */
export const NONCE = Symbol('nonce');

/** The directives of every response's CSP, in order; NONCE marks where the response's own goes. */
export function cspDirectives(env: Env): [name: string, sources: (string | typeof NONCE)[]][] {
  // Google sign-in is the one exception to "nothing from another origin", and only when set up.
  const google =
    env.GOOGLE_CLIENT_ID || env.GOOGLE_LOCAL_CLIENT_ID || Object.keys(env.GOOGLE_CLIENT_IDS).length > 0
      ? ['https://accounts.google.com']
      : [];
  // 'self' covers same-origin ws:/wss: in CSP3 browsers, so the bare schemes (any host) are gone;
  // the LiveKit server is the one other place the app talks to, over WebSocket and HTTP.
  const livekit = env.LIVEKIT_URL ? livekitOrigins(env.LIVEKIT_URL) : [];
  // The fleet map's tile server, when one is set, may send images.
  const tiles = env.MAP_TILE_URL ? [tileOrigin(env.MAP_TILE_URL)] : [];
  return [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...tiles]],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", NONCE, ...google]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['connect-src', ["'self'", ...livekit, ...google]],
    ['frame-src', ["'self'", ...google]],
    ['media-src', ["'self'", 'blob:']],
  ];
}

/**
 * The headers every response carries besides the CSP: Helmet 8's defaults, which this server sent
 * through @fastify/helmet before (kept as they were, minus the per-request work: that plugin built
 * Helmet's middleware for every request, a tenth of a cached page's time under load).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Security headers (rate limits live in auth/limits.ts). Scripts run only from our origin or with the response's
 * nonce; styles allow inline because Emotion (MUI) injects <style> tags at run time. Nothing is
 * loaded from another origin: fonts and icons are bundled. Everything but the nonce is the same for
 * every response, so the header strings are built once, at start, and the CSP is those two halves
 * with the nonce between (one callback hook, no promise per request).
 */
export const securityPlugin = fp(
  async (app) => {
    // A NUL cannot be in a source (they come from URLs): it marks the nonce's place to cut at.
    const policy = cspDirectives(app.env)
      .map(([name, sources]) => [name, ...sources.map((s) => (s === NONCE ? "'nonce-\u0000'" : s))].join(' '))
      .join(';');
    const [beforeNonce = '', afterNonce = ''] = policy.split('\u0000');
    const fixed = Object.entries(SECURITY_HEADERS);
    app.addHook('onRequest', (request, reply, done) => {
      const res = reply.raw;
      for (const [name, value] of fixed) res.setHeader(name, value);
      res.setHeader('content-security-policy', beforeNonce + cspNonceOf(request.raw) + afterNonce);
      done();
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
