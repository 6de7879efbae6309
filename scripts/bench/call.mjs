// Call set-up time (DESIGN.md section 6, issue #16): from the callee's click on Accept to the first
// remote video frame on each side, peer to peer on loopback, budget 1 s. Two browser contexts in
// Chromium with its fake camera (the flags of playwright.config.ts): A calls B from /my-call?to=,
// B accepts in the popup on another page, which loads the call screen and joins. Every time is
// read inside the pages on the same wall clock (Date.now()): the click in a capture listener on
// B's page (kept in sessionStorage across the page load Accept makes), the first frame with
// requestVideoFrameCallback on the remote <video> (or its first size, whichever comes first).
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { percentile } from './stats.mjs';

const BUDGET_MS = 1000;
const ROUNDS = Number(process.env.BENCH_CALL_ROUNDS ?? 5);
const DEMO = {
  caller: { email: 'member@demo.test', password: 'demo-member-password' },
  callee: { email: 'admin@demo.test', password: 'demo-admin-password' },
};

/** Runs in every page of both contexts before the app: records the Accept click and the first remote frame. */
function instrument() {
  document.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element ? event.target.closest('[data-testid="call-invitation"] button') : null;
      if (button?.textContent?.trim() === 'Accept') sessionStorage.setItem('bench-accept-at', String(Date.now()));
    },
    true,
  );
  window.__benchFirstFrame = null;
  // When this page is in the room ("Leave meeting" shows): splits the callee's time into getting
  // into the room (popup, page load, camera, token, signalling) and the media after it.
  window.__benchInRoom = null;
  const seen = () => {
    if (window.__benchFirstFrame === null) window.__benchFirstFrame = Date.now();
  };
  const watch = () => {
    if (
      window.__benchInRoom === null &&
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Leave meeting')
    ) {
      window.__benchInRoom = Date.now();
    }
    if (window.__benchFirstFrame !== null) return;
    const video = document.querySelector('[data-testid="remote-tile"] video');
    if (video && !video.__benchWatched) {
      video.__benchWatched = true;
      video.requestVideoFrameCallback?.(seen);
    }
    if (video && video.videoWidth > 0) seen();
    setTimeout(watch, 5);
  };
  watch();
}

async function signedIn(browser, origin, account) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`sign-in of ${account.email} failed: ${res.status} ${await res.text()}`);
  const session = await res.json();
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((s) => {
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('apiToken', s.apiToken);
    localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
  }, session);
  await context.addInitScript(instrument);
  return { context, page: await context.newPage(), userId: session.userId };
}

async function oneCall(a, b, calleeId) {
  // B waits somewhere in the app with the live channel up; A calls from the call screen.
  await b.page.goto('/my-items');
  await b.page.getByTestId('realtime-status').getByText('Me: connected').waitFor({ timeout: 30_000 });
  await a.page.goto(`/my-call?to=${calleeId}&name=Bench`);
  await a.page.getByRole('button', { name: 'Join a meeting' }).click({ timeout: 30_000 });
  await a.page.getByTestId('call-invitation-status').waitFor({ timeout: 30_000 });
  const accept = b.page.getByTestId('call-invitation').getByRole('button', { name: 'Accept' });
  await accept.click({ timeout: 30_000 });
  await b.page.waitForURL(/\/my-call\?room=/, { timeout: 30_000 });
  const frameOf = (page) =>
    page
      .waitForFunction(() => window.__benchFirstFrame, null, { timeout: 60_000, polling: 50 })
      .then((h) => h.jsonValue());
  const [aFrame, bFrame] = await Promise.all([frameOf(a.page), frameOf(b.page)]);
  const acceptAt = Number(await b.page.evaluate(() => sessionStorage.getItem('bench-accept-at')));
  if (!acceptAt) throw new Error('the Accept click was not recorded');
  const inRoom = await b.page.evaluate(() => window.__benchInRoom);
  await a.page.getByRole('button', { name: 'Leave meeting' }).click();
  return { a: aFrame - acceptAt, b: bFrame - acceptAt, joined: inRoom - acceptAt };
}

export async function runCall({ port }) {
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times = { a: [], b: [], joined: [] };
  const loadBefore = loadavg()[0];
  try {
    const a = await signedIn(browser, origin, DEMO.caller);
    const b = await signedIn(browser, origin, DEMO.callee);
    for (let i = 0; i < ROUNDS; i += 1) {
      const t = await oneCall(a, b, b.userId);
      times.a.push(t.a);
      times.b.push(t.b);
      times.joined.push(t.joined);
      console.log(`  call ${i + 1}: caller ${t.a} ms, callee ${t.b} ms (callee in the room after ${t.joined} ms)`);
    }
  } finally {
    await browser.close();
  }
  const loadAfter = loadavg()[0];
  console.log(
    `\nCall: Accept to first remote video frame, peer to peer on loopback, ${ROUNDS} calls (load ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)})`,
  );
  console.log(
    'side'.padEnd(26),
    'median'.padStart(8),
    'worst'.padStart(8),
    'budget'.padStart(8),
    ' result   each (ms)',
  );
  for (const [side, label] of [
    ['a', 'caller (A)'],
    ['b', 'callee (B, who accepted)'],
  ]) {
    const list = times[side];
    const median = percentile(list, 50);
    const worst = Math.max(...list);
    console.log(
      label.padEnd(26),
      `${median} ms`.padStart(8),
      `${worst} ms`.padStart(8),
      `${BUDGET_MS} ms`.padStart(8),
      worst <= BUDGET_MS ? ' PASS    ' : median <= BUDGET_MS ? ' FAIL (worst)' : ' FAIL    ',
      list.join(', '),
    );
  }
  const joined = times.joined;
  console.log(
    'of which: callee in room'.padEnd(26),
    `${percentile(joined, 50)} ms`.padStart(8),
    `${Math.max(...joined)} ms`.padStart(8),
    ''.padStart(8),
    '          ',
    joined.join(', '),
  );
}
