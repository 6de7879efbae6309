import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

type WithNonce = IncomingMessage & { cspNonce?: string };

/** The nonce of this response's inline scripts (index.html's theme and bootstrap scripts). */
export function cspNonceOf(raw: IncomingMessage): string {
  const req = raw as WithNonce;
  req.cspNonce ??= randomBytes(16).toString('base64');
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

/**
 * Security headers (rate limits live in auth/limits.ts). Scripts run only from our origin or with the response's
 * nonce; styles allow inline because Emotion (MUI) injects <style> tags at run time. Nothing is
 * loaded from another origin: fonts and icons are bundled.
 */
export const securityPlugin = fp(
  async (app) => {
    // Google sign-in is the one exception to "nothing from another origin", and only when set up.
    const env = app.env;
    const google =
      env.GOOGLE_CLIENT_ID || env.GOOGLE_LOCAL_CLIENT_ID || Object.keys(env.GOOGLE_CLIENT_IDS).length > 0
        ? ['https://accounts.google.com']
        : [];
    // 'self' covers same-origin ws:/wss: in CSP3 browsers, so the bare schemes (any host) are gone;
    // the LiveKit server is the one other place the app talks to, over WebSocket and HTTP.
    const livekit = env.LIVEKIT_URL ? livekitOrigins(env.LIVEKIT_URL) : [];
    // The fleet map's tile server, when one is set, may send images.
    const tiles = env.MAP_TILE_URL ? [tileOrigin(env.MAP_TILE_URL)] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (req) => `'nonce-${cspNonceOf(req as IncomingMessage)}'`, ...google],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...livekit, ...google],
          frameSrc: ["'self'", ...google],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Video calls need camera and microphone on our own origin.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
