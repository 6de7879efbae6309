import type { Page } from '@playwright/test';
import { apiSignIn, DEMO_ADMIN, DEMO_MEMBER } from './accounts';

export type Scope = 'admin2' | 'internal';

/**
 * Signs the page in for real as a demo account with those scopes (admin2 -> the demo admin,
 * internal only -> the demo member), storing the session values before any page script runs.
 */
export async function signInAs(page: Page, scopes: Scope[]) {
  const account = scopes.includes('admin2') ? DEMO_ADMIN : DEMO_MEMBER;
  const session = await apiSignIn(page.request, account.email, account.password);
  await page.addInitScript((s) => {
    // Only on the first load: a test that signs out must stay signed out after navigating.
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('apiToken', s.apiToken);
    localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
  }, session);
}
