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

/**
 * Security headers (rate limits live in modules/accounts/limits.ts). Scripts run only from our origin or with the response's
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
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (req) => `'nonce-${cspNonceOf(req as IncomingMessage)}'`, ...google],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...google],
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
