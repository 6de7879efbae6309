import type { Page } from '@playwright/test';

/**
 * Console errors, uncaught exceptions and failed or refused requests while a test runs, as
 * readable lines: a page that opens "without a problem" leaves this list empty. `ignoreConsole`
 * names console errors the browser itself prints that are not the page's (a site's own host name
 * on plain http in tests makes Chromium say it ignored the COOP header).
 */
export function collectProblems(page: Page, ignoreConsole?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !(ignoreConsole && ignoreConsole.test(m.text()))) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`exception: ${e.message}`));
  page.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText ?? '';
    // Leaving a page cancels what it was still fetching (a prefetch, the session check): not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${r.url()} ${reason}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  return problems;
}
