import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { cspWithScriptHashes } from './security';

/** The connect-src directive of a response's CSP, as a list of sources. */
async function connectSrc(app: App): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  const directive = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
  return (directive ?? '').trim().split(/\s+/).slice(1);
}

describe('content security policy', () => {
  let plain: App;
  let configured: App;
  beforeAll(async () => {
    plain = await buildTestApp();
    configured = await buildTestApp({
      env: {
        VIDEO_PROVIDER: 'livekit',
        LIVEKIT_URL: 'wss://lk.example.org:7880/',
        LIVEKIT_API_KEY: 'k',
        LIVEKIT_API_SECRET: 's',
        GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      },
    });
  });
  afterAll(async () => {
    await plain?.close();
    await configured?.close();
  });

  it('sends the same security headers on pages, API answers and errors, with no nonce and no inline script allowed', async () => {
    const scriptSrc = (csp: string) => csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    for (const url of ['/index', '/api/health', '/api/no-such-route', '/assets/missing-123.js']) {
      const res = await plain.inject({ method: 'GET', url });
      // What Helmet 8 sends by default (this server used it until it sent them itself).
      expect(res.headers, url).toMatchObject({
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
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).not.toContain('nonce');
      // A page lists the hashes of its inline scripts (web plugin); everything else is the same everywhere.
      const hashes = scriptSrc(csp)
        .split(' ')
        .filter((s) => s.startsWith("'sha256-"));
      expect(scriptSrc(csp), url).toBe(["script-src 'self'", ...hashes].join(' '));
      expect(csp.replace(scriptSrc(csp), "script-src 'self'")).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
          "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self';media-src 'self' blob:",
      );
    }
  });

  it('puts the script hashes of a page between its own origin and Google sign-in', () => {
    const csp = cspWithScriptHashes(configured.env);
    const scriptSrc = (policy: string) => policy.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc(csp([]))).toBe("script-src 'self' https://accounts.google.com");
    expect(scriptSrc(csp(["'sha256-a='", "'sha256-b='"]))).toBe(
      "script-src 'self' 'sha256-a=' 'sha256-b=' https://accounts.google.com",
    );
  });

  it('lets the page connect to its own origin only, not to any ws:/wss: host', async () => {
    expect(await connectSrc(plain)).toEqual(["'self'"]);
  });

  it('adds the LiveKit server and Google when they are configured', async () => {
    expect(await connectSrc(configured)).toEqual([
      "'self'",
      'wss://lk.example.org:7880',
      'https://lk.example.org:7880',
      'https://accounts.google.com',
    ]);
  });
});
