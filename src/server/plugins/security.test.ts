import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';

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
