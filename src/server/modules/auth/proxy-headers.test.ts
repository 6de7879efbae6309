import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { lastMail, registerUser, uniqueEmail } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import type { TestDialect } from '../../test/test-database';
import { describeDialects } from '../../test/describe-dialects';

/** What an attacker sends to poison links: the site's real Host, forged forwarding headers. */
const SPOOFED = {
  host: 'korepetycje.lol',
  'x-forwarded-proto': 'https://evil.example/?',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-for': '203.0.113.7',
};

/** A production server with the given TRUST_PROXY and a route that shows what it believes. */
function buildProxyApp(dialect: TestDialect, trustProxy?: string) {
  return buildTestApp({
    dialect,
    env: { NODE_ENV: 'production', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) },
    extend: (a) => a.get('/api/test/client', async (req) => ({ ip: req.ip, protocol: req.protocol, host: req.host })),
  });
}

describeDialects('forwarded headers on %s', (dialect) => {
  const apps: Record<'off' | 'hops' | 'list' | 'otherProxy', App> = {} as never;
  beforeAll(async () => {
    [apps.off, apps.hops, apps.list, apps.otherProxy] = await Promise.all([
      buildProxyApp(dialect),
      buildProxyApp(dialect, '1'),
      // inject() talks from 127.0.0.1, so "loopback" trusts it and 10.0.0.0/8 does not.
      buildProxyApp(dialect, 'loopback'),
      buildProxyApp(dialect, '10.0.0.0/8'),
    ]);
  });
  afterAll(async () => Promise.all(Object.values(apps).map((a) => a?.close())));

  describe.each(['off', 'hops', 'list'] as const)('mail links with TRUST_PROXY %s', (mode) => {
    it('the reset link of forgot-password starts with the site address, whatever the headers say', async () => {
      const app = apps[mode];
      const user = await registerUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: SPOOFED,
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      const { mail } = await lastMail(app, user.email);
      expect(mail?.text).toMatch(/https:\/\/korepetycje\.lol\/reset-password\?token=[\w-]+/);
      expect(mail?.text).not.toContain('evil');
    });

    it('the verification link at sign-up starts with the site address too', async () => {
      const app = apps[mode];
      const email = uniqueEmail();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: SPOOFED,
        payload: { name: 'Victim', email, password: 'correct horse battery' },
      });
      expect(res.statusCode).toBe(201);
      const { mail } = await lastMail(app, email);
      expect(mail?.text).toMatch(/https:\/\/korepetycje\.lol\/verify-email\?token=[\w-]+/);
      expect(mail?.text).not.toContain('evil');
    });
  });

  it('with TRUST_PROXY off, X-Forwarded-* change neither the client address nor the protocol', async () => {
    for (const forwarded of ['203.0.113.7', '198.51.100.9']) {
      const res = await apps.off.inject({
        method: 'GET',
        url: '/api/test/client',
        headers: { ...SPOOFED, 'x-forwarded-for': forwarded },
      });
      expect(res.json()).toEqual({ ip: '127.0.0.1', protocol: 'http', host: 'korepetycje.lol' });
    }
  });

  it('a proxy not named in TRUST_PROXY is not believed either', async () => {
    const res = await apps.otherProxy.inject({ method: 'GET', url: '/api/test/client', headers: SPOOFED });
    expect(res.json().ip).toBe('127.0.0.1');
  });

  it.each(['hops', 'list'] as const)(
    'with TRUST_PROXY %s, the proxy’s X-Forwarded-For gives the client address',
    async (mode) => {
      const res = await apps[mode].inject({
        method: 'GET',
        url: '/api/test/client',
        headers: { ...SPOOFED, 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
      });
      // One trusted hop: the address the proxy saw, not what the client put further left.
      expect(res.json()).toMatchObject({ ip: '203.0.113.7', protocol: 'https' });
    },
  );
});
