import fp from 'fastify-plugin';
import type { Env } from '../env';

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

/** Where a page's script hashes go in the CSP directives. */
export const SCRIPT_HASHES = Symbol('script hashes');

/** The directives of every response's CSP, in order; SCRIPT_HASHES marks where a page's go. */
export function cspDirectives(env: Env): [name: string, sources: (string | typeof SCRIPT_HASHES)[]][] {
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
    ['script-src', ["'self'", SCRIPT_HASHES, ...google]],
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
 * The CSP for a response whose inline scripts have these hashes ('sha256-…' sources,
 * web/inline-scripts.ts): no 'unsafe-inline' and no nonce, so a page is the same bytes for every
 * response and can be kept and compressed once (ADR 0023). The two halves around the hashes are
 * joined once, here; a call only puts the hashes between them.
 */
export function cspWithScriptHashes(env: Env): (hashes: readonly string[]) => string {
  // A NUL cannot be in a source (they come from URLs): it marks the hashes' place to cut at.
  const policy = cspDirectives(env)
    .map(([name, sources]) => [name, ...sources].map((s) => (s === SCRIPT_HASHES ? '\u0000' : s)).join(' '))
    .join(';');
  const [before = '', after = ''] = policy.split(' \u0000');
  return (hashes) => (hashes.length === 0 ? before + after : `${before} ${hashes.join(' ')}${after}`);
}

/**
 * Security headers (rate limits live in auth/limits.ts). Scripts run only from our origin or,
 * inline, by their hash; styles allow inline because Emotion (MUI) injects <style> tags at run
 * time. Nothing is loaded from another origin: fonts and icons are bundled. Every response gets
 * the CSP without inline scripts, built once, at start (one callback hook, no promise per
 * request); an HTML page replaces it with its own, which lists its scripts' hashes (web plugin).
 */
export const securityPlugin = fp(
  async (app) => {
    const policy = cspWithScriptHashes(app.env)([]);
    const fixed: [string, string][] = [...Object.entries(SECURITY_HEADERS), ['content-security-policy', policy]];
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (const [name, value] of fixed) res.setHeader(name, value);
      done();
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
