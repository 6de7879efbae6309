import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiSignIn, DEMO_ADMIN, DEMO_MEMBER } from './accounts';
import { SIGNED_IN, type Role } from './roles';

export type Scope = 'admin2' | 'internal';

interface SessionValues {
  userId: string;
  accessToken: string;
  apiToken?: string;
  userAbilityRules: string;
}

/** The session values e2e/sign-in.setup.ts saved for a role at the start of the run. */
function savedSession(role: Role): SessionValues {
  const state = JSON.parse(readFileSync(SIGNED_IN[role], 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  // Every origin holds the same values (sign-in.setup.ts): the first one's are the session.
  const [first] = state.origins;
  if (!first) throw new Error(`no saved sign-in in ${SIGNED_IN[role]}`);
  const values = Object.fromEntries(first.localStorage.map(({ name, value }) => [name, value]));
  return values as unknown as SessionValues;
}

/**
 * Signs the page in as a demo account with those scopes (admin2 -> the demo admin, internal only
 * -> the demo member), storing the session values before any page script runs. By default it
 * reuses the run's shared sign-in (support/roles.ts), so no password is hashed per test; a test
 * that signs out passes `ownSession`, since signing out ends the session it holds.
 */
export async function signInAs(page: Page, scopes: Scope[], { ownSession = false } = {}) {
  const role: Role = scopes.includes('admin2') ? 'admin' : 'member';
  let session: SessionValues;
  if (ownSession) {
    const account = role === 'admin' ? DEMO_ADMIN : DEMO_MEMBER;
    const fresh = await apiSignIn(page.request, account.email, account.password);
    session = { ...fresh, userAbilityRules: JSON.stringify(fresh.userAbilityRules) };
  } else {
    session = savedSession(role);
  }
  await page.addInitScript((s) => {
    // Only on the first load: a test that signs out must stay signed out after navigating.
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('accessToken', s.accessToken);
    if (s.apiToken) localStorage.setItem('apiToken', s.apiToken);
    localStorage.setItem('userAbilityRules', s.userAbilityRules);
  }, session);
}
