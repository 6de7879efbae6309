import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { outbox } from '../db/schema';
import { buildTestApp } from '../test/build-test-app';
import { registerUser } from '../test/accounts';

interface Received {
  to: string[];
  raw: string;
}

describe('mail through a real SMTP server', () => {
  let app: App;
  let smtp: SMTPServer;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    app = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the reset mail, in the user language, with a working link; nothing goes to the outbox', async () => {
    const user = await registerUser(app, { language: 'fr' });
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const mail = received.filter((m) => m.to.includes(user.email)).at(-1);
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisez|Subject: Réinitialisez/);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[1];
    expect(token).toBeTruthy();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a fresh password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });
});
