import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, freshEmail, signInPage, test } from './support/accounts';

/*
 * The LiveKit provider in the browser (issue #16). No LiveKit server runs on this machine, so this
 * spec starts a server of the app of its own with VIDEO_PROVIDER=livekit and LIVEKIT_URL on a
 * local port where nothing listens: the token service gives LiveKit tokens, the call screen loads
 * the LiveKit client (a chunk of its own, not loaded before Join), tries that server, and tells
 * the user it could not be reached, with the join dialog ready for another try.
 */

/** A port nothing listens on once this returns (asked of the system, then let go). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | null = null;
let dataDir = '';
let baseURL = '';
let livekitPort = 0;
let api: APIRequestContext;

test.beforeAll(async () => {
  // A cold start on a busy machine (migrations, demo seed) takes half a minute or more.
  test.setTimeout(180_000);
  const port = await freePort();
  livekitPort = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-livekit-'));
  baseURL = `http://localhost:${port}`;
  const output: string[] = [];
  // The app's root, where playwright.config.ts is: src/server/main.ts and the built dist/ are there.
  const root = path.dirname(test.info().config.configFile ?? path.resolve('playwright.config.ts'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      VIDEO_PROVIDER: 'livekit',
      LIVEKIT_URL: `ws://127.0.0.1:${livekitPort}`,
      LIVEKIT_API_KEY: 'e2e-key',
      LIVEKIT_API_SECRET: 'an-e2e-livekit-secret-that-no-server-will-ever-check',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  server.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<never>((_, reject) =>
    server!.once('exit', (code) =>
      reject(new Error(`the LiveKit-configured server stopped (${code}):\n${output.join('')}`)),
    ),
  );
  const healthy = (async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.race([healthy, exited]);
  exited.catch(() => undefined);
  api = await playwrightRequest.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const gone = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await gone;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function register(label: string) {
  const user = {
    name: `E2E ${label}`,
    email: freshEmail(label),
    password: `pw-${Math.random().toString(36).slice(2)}-x`,
  };
  const res = await api.post('/api/auth/register', { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return { ...user, id: ((await res.json()) as { userId: string }).userId };
}

test('with LiveKit configured but unreachable, joining loads the LiveKit client, fails clearly and leaves the join dialog usable', async ({
  page,
}) => {
  test.slow();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') logged.push(msg.text());
  });
  const livekitChunks: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/livekit-session-[\w-]+\.js$/.test(req.url())) livekitChunks.push(req.url());
  });
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));

  const caller = await register('lk-caller');
  const callee = await register('lk-callee');
  await signInPage(page, api, caller.email, caller.password, baseURL);
  await page.goto(`${baseURL}/my-call?to=${callee.id}`);
  const join = page.getByRole('button', { name: 'Join a meeting' });
  await expect(join).toBeEnabled();
  // The camera preview is live before joining (Chromium's fake camera).
  const preview = page.getByTestId('call-preview').locator('video');
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  // The LiveKit client is not part of the page until a call needs it.
  expect(livekitChunks).toEqual([]);

  const tokenAnswer = page.waitForResponse((res) => res.url().endsWith('/api/video/token'));
  await join.click();
  const token = await (await tokenAnswer).json();
  expect(token).toMatchObject({
    provider: 'livekit',
    serverUrl: `ws://127.0.0.1:${livekitPort}`,
    room: `room_${caller.id}_${callee.id}`,
  });

  const failure = page.getByRole('alert').filter({ hasText: 'Could not reach the video server' });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  expect(livekitChunks).toHaveLength(1);
  // The client really tried the server the token service named.
  await expect.poll(() => sockets.some((url) => url.startsWith(`ws://127.0.0.1:${livekitPort}/`))).toBe(true);
  // The failure is logged with its cause.
  await expect.poll(() => logged.some((text) => text.includes('the LiveKit room could not be joined'))).toBe(true);

  // Still in the join dialog: no call screen, the camera still live, Join ready for another try.
  await expect(page.getByRole('button', { name: 'Leave meeting' })).toHaveCount(0);
  await expect(join).toBeEnabled();
  expect(
    await preview.evaluate((v: HTMLVideoElement) =>
      (v.srcObject as MediaStream).getTracks().every((t) => t.readyState === 'live'),
    ),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('livekit-unreachable.png') });

  // Another try asks for a token again and fails the same way; the chunk is not fetched again.
  const again = page.waitForResponse((res) => res.url().endsWith('/api/video/token'));
  await join.click();
  expect((await again).status()).toBe(200);
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(join).toBeEnabled();
  expect(livekitChunks).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});
