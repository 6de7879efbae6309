import type { Page } from '@playwright/test';
import { expect, test } from './support/accounts';
import { signInAs } from './support/session';
import { siteUrl } from './support/sites';
import { seriousViolations } from './support/axe';

/*
 * The eCommerce dashboard (issue #17) on the demo shop the first start seeds (a year of orders for
 * every site): figures and charts draw in both schemes without console errors, and axe finds
 * nothing serious.
 */

/** The first render waits for the page chunk, the chart library and the figures: generous on a shared machine. */
const FIRST_RENDER = 45_000;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Every card drawn: figures, the three charts, the lists and the orders table. */
async function drawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce' })).toBeVisible({ timeout: FIRST_RENDER });
  for (const id of ['stat-revenue', 'stat-orders', 'stat-customers', 'stat-items', 'stat-average'])
    await expect(page.getByTestId(`${id}-value`)).toBeVisible({ timeout: FIRST_RENDER });
  // A chart is drawn once it comes into the window (ADR 0021): scrolled to, as a reader would.
  for (const id of ['chart-growth', 'chart-earnings', 'chart-status']) {
    await page.getByTestId(id).scrollIntoViewIfNeeded();
    await expect(page.getByTestId(id).locator('.apexcharts-svg')).toBeVisible({ timeout: FIRST_RENDER });
  }
  await expect(page.getByTestId('top-products').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('sales-countries').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('recent-orders').getByRole('row')).toHaveCount(11);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the demo admin opens eCommerce in ${scheme}: the seeded shop's figures and charts, no console errors`, async ({
    page,
  }) => {
    test.slow();
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(page, ['admin2']);
    await page.goto('/dashboards/ecommerce');
    await drawn(page);

    // A year of demo orders: the last 30 days sold something, in the site's currency (generic sells in dollars).
    const orders = Number((await page.getByTestId('stat-orders-value').textContent())?.replace(/\D/g, ''));
    expect(orders).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-revenue-value')).toContainText('$');
    await expect(
      page
        .getByTestId('recent-orders')
        .getByText(/^#\d+$/)
        .first(),
    ).toBeVisible();

    // Every site at once: another currency is counted but left out of the sums, and the note says so.
    const asked = page.waitForResponse(
      (res) => res.url().includes('/api/dashboards/ecommerce') && res.url().includes('scope=all') && res.ok(),
    );
    await page.getByRole('button', { name: 'All sites' }).click();
    await asked;
    await expect(page.getByTestId('other-currencies')).toBeVisible();
    await expect(page.getByTestId('dashboard-period')).toContainText('All sites');
    expect(errors).toEqual([]);
  });
}

test('the eCommerce dashboard has no serious or critical axe violation', async ({ page }) => {
  test.slow();
  await signInAs(page, ['admin2']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboards/ecommerce');
  await drawn(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("on fashionableoutfit.com the dashboard shows that site's own shop", async ({ page }) => {
  test.slow();
  await signInAs(page, ['admin2']);
  await page.goto(siteUrl('fashionableoutfit.com', '/dashboards/ecommerce'));
  await expect(page.getByTestId('stat-orders-value')).toBeVisible({ timeout: FIRST_RENDER });
  await expect(page.getByTestId('dashboard-period')).toContainText('Fashionable Outfit');
});
