import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-admin-password' };
export const DEMO_MEMBER = { email: 'member@demo.test', password: 'demo-member-password' };
/** Where a member lands after signing in (and on /login while signed in): their own listings. */
export const MEMBER_LANDING = /\/my-items$/;

export interface E2eUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

let n = 0;
export const freshEmail = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${++n}@example.test`;

export async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { userId: string; accessToken: string; apiToken: string; userAbilityRules: unknown[] };
}

/** The newest reset or verification link mailed to an address (DEV_OUTBOX, see playwright.config.ts). */
export async function linkFromOutbox(request: APIRequestContext, to: string, page: 'reset-password' | 'verify-email') {
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await res.json()) as { text: string }[];
      return (
        mails.map((m) => new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`).exec(m.text)?.[0]).find(Boolean) ?? null
      );
    })
    .not.toBeNull();
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const mails = (await res.json()) as { text: string }[];
  const link = mails.map((m) => new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`).exec(m.text)?.[0]).find(Boolean)!;
  return new URL(link).pathname + new URL(link).search;
}

/** Signs a browser page in by writing the stored session values, as the sign-in form does. */
/** Signs the page in on the test server's default host, or on a site's own address (`siteUrl`). */
export async function signInPage(page: Page, request: APIRequestContext, email: string, password: string, origin = '') {
  const session = await apiSignIn(request, email, password);
  // The session lives in the browser's storage, which belongs to one address.
  await page.goto(`${origin}/not-authorized`);
  await page.evaluate((s) => {
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('apiToken', s.apiToken);
    localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
  }, session);
}

interface Accounts {
  /** A new account made through the API. */
  makeUser: (label?: string) => Promise<E2eUser>;
  /** Adopts an account a test made through the UI, so it is cleaned up too. */
  track: (email: string) => void;
}

/** Every account a test makes is deleted afterwards by the demo admin: runs leave nothing behind. */
export const test = base.extend<{ accounts: Accounts; makeUser: Accounts['makeUser']; track: Accounts['track'] }>({
  accounts: async ({ request }, provide) => {
    const emails = new Set<string>();
    await provide({
      track: (email) => emails.add(email),
      makeUser: async (label = 'user') => {
        const user = {
          name: `E2E ${label}`,
          email: freshEmail(label),
          password: `pw-${Math.random().toString(36).slice(2)}-x`,
        };
        const res = await request.post('/api/auth/register', { data: user });
        expect(res.status(), await res.text()).toBe(201);
        emails.add(user.email);
        return { ...user, id: ((await res.json()) as { userId: string }).userId };
      },
    });
    if (emails.size === 0) return;
    const admin = await apiSignIn(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const headers = { authorization: `Bearer ${admin.accessToken}` };
    for (const email of emails) {
      const list = await request.get(`/api/admin/users?q=${encodeURIComponent(email)}`, { headers });
      for (const u of ((await list.json()) as { items: { id: string; email: string }[] }).items) {
        if (u.email === email) await request.delete(`/api/admin/users/${u.id}`, { headers });
      }
    }
    await request.post('/api/auth/logout', { headers });
  },
  makeUser: async ({ accounts }, provide) => provide(accounts.makeUser),
  track: async ({ accounts }, provide) => provide(accounts.track),
});

export { expect };
