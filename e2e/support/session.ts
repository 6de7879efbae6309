import type { Page } from '@playwright/test';

export type Scope = 'admin2' | 'internal';

/**
 * Until sign-in exists, a test is "signed in" by the stored session values the app reads
 * (SPEC.md section 3), scopes as CASL rules. Written before any page script runs.
 */
export async function signInAs(page: Page, scopes: Scope[], extraRules: { action: string; subject: string }[] = []) {
  const rules = [...scopes.map((s) => ({ action: 'access', subject: `scope:${s}` })), ...extraRules];
  await page.addInitScript((rulesJson) => {
    localStorage.setItem('userId', 'e2e-user');
    localStorage.setItem('accessToken', 'e2e-access-token');
    localStorage.setItem('apiToken', 'e2e-api-token');
    localStorage.setItem('userAbilityRules', rulesJson);
  }, JSON.stringify(rules));
}
