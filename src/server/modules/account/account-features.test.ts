import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { lastMail, login, registerAdmin, registerUser } from '../../test/accounts';
import { currentTotp, totpCodeAt } from '../../auth/totp';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipartBody(file: Buffer, filename: string, type: string) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describeDialects('account features on %s', (dialect) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
  });
  afterAll(async () => app?.close());

  it('mails a fresh verification link on request', async () => {
    const user = await registerUser(app);
    const resend = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/account/verify-email', headers });
    const before = await lastMail(app, user.email);
    expect((await resend(user.headers)).statusCode).toBe(200);
    const after = await lastMail(app, user.email);
    expect(after.mail?.text).toContain('/verify-email?token=');
    expect(after.token).toBeDefined();
    expect(after.token).not.toBe(before.token);
    // How often is limited per address: modules/auth/limits.test.ts.
  });

  it('turns on two-step sign-in with a QR code and then asks for the code', async () => {
    const user = await registerUser(app);
    const setup = await app.inject({ method: 'POST', url: '/api/account/totp/setup', headers: user.headers });
    expect(setup.statusCode).toBe(200);
    const { otpauthUrl, qrDataUrl, secret } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/account/totp/enable',
      headers: user.headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/account/totp/enable',
      headers: user.headers,
      payload: { code: currentTotp(secret) },
    });
    expect(ok.statusCode).toBe(200);
    const noCode = await login(app, user.email, user.password);
    expect(noCode.statusCode).toBe(401);
    expect(fieldCodes(noCode.json())).toEqual({ totpCode: 'totpRequired' });
    // The next step's code: the current one was spent on turning it on (totp-replay.test.ts).
    const withCode = await login(app, user.email, user.password, { totpCode: totpCodeAt(secret, Date.now() + 30_000) });
    expect(withCode.statusCode).toBe(200);
  });

  const upload = (headers: Record<string, string>, data: Buffer, name = 'me.jpg', type = 'image/jpeg') => {
    const form = multipartBody(data, name, type);
    return app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.body,
    });
  };

  it('takes a PNG avatar, refuses a file that only claims to be one, and serves the picture', async () => {
    const user = await registerUser(app);
    const refused = await upload(user.headers, Buffer.from('<script>alert(1)</script>'), 'me.png', 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(fieldCodes(refused.json()).file).toBe('avatarType');
    const res = await upload(user.headers, PNG_1PX, 'anything.txt', 'text/plain');
    expect(res.statusCode).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(/^\/api\/avatars\/.+\.webp$/);
    const img = await app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    // Stored re-encoded, not as sent: a real picture of the same size.
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });

  it('refuses a picture with a valid signature but a body that does not decode', async () => {
    const user = await registerUser(app);
    const broken = Buffer.concat([PNG_1PX.subarray(0, 16), Buffer.from('not really a picture at all')]);
    const res = await upload(user.headers, broken, 'me.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json()).file).toBe('avatarUnreadable');
  });

  it('refuses a small file that unpacks to too many pixels, and changes nothing', async () => {
    const user = await registerUser(app);
    // 6000 x 5000 of one colour: a few KB on the wire, 30 megapixels once decoded.
    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(user.headers, bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json()).file).toBe('avatarTooManyPixels');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().user.avatarUrl ?? null).toBeNull();
  });

  it("removes a deleted user's picture with the account", async () => {
    const user = await registerUser(app);
    const res = await upload(user.headers, PNG_1PX, 'me.png', 'image/png');
    const url = res.json().avatarUrl as string;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const admin = await registerAdmin(app);
    const gone = await app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(gone.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('stores a big photo scaled down and without its metadata (no EXIF location leaks)', async () => {
    const user = await registerUser(app);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#369' } })
      .withExif({ IFD0: { Copyright: 'secret-place-52.2297N-21.0122E', Artist: 'Camera Owner' } })
      .jpeg()
      .toBuffer();
    expect(photo.toString('latin1')).toContain('secret-place');
    const res = await upload(user.headers, photo);
    expect(res.statusCode).toBe(200);
    const img = await app.inject({ method: 'GET', url: res.json().avatarUrl as string });
    expect(img.rawPayload.toString('latin1')).not.toContain('secret-place');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();
  });

  it('replaces the picture: the old address stops answering, and pictures saved by older versions still load', async () => {
    const user = await registerUser(app);
    const first = await upload(user.headers, PNG_1PX, 'a.png', 'image/png');
    const second = await upload(user.headers, PNG_1PX, 'b.png', 'image/png');
    expect(second.json().avatarUrl).not.toBe(first.json().avatarUrl);
    expect((await app.inject({ method: 'GET', url: first.json().avatarUrl as string })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.json().avatarUrl as string })).statusCode).toBe(200);
    // The name an avatar got before the media module: `<user id>-<16 hex>.<png|jpg|webp>`.
    const legacy = `${user.id}-0123456789abcdef.png`;
    await mkdir(path.join(app.env.DATA_DIR, 'uploads', 'avatars'), { recursive: true });
    await writeFile(path.join(app.env.DATA_DIR, 'uploads', 'avatars', legacy), PNG_1PX);
    const old = await app.inject({ method: 'GET', url: `/api/avatars/${legacy}` });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('image/png');
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fserver.lock' })).statusCode).toBe(400);
  });

  it('refuses an avatar over the size limit with 413', async () => {
    const user = await registerUser(app);
    const res = await upload(
      user.headers,
      Buffer.concat([PNG_1PX, Buffer.alloc(3 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    expect(res.statusCode).toBe(413);
  });

  it('changes name and language, and refuses an e-mail another account has', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: user.headers,
      payload: { name: 'Renamed', language: 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', language: 'ar' });
    const taken = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: user.headers,
      payload: { email: other.email, currentPassword: user.password },
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldCodes(taken.json()).email).toBe('emailTaken');
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: user.headers,
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a suspended account cannot sign in and its tokens stop working', async () => {
    const user = await registerUser(app);
    await app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    const res = await login(app, user.email, user.password);
    expect(res.statusCode).toBe(403);
  });
});
