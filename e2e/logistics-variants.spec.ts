import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

/*
 * The logistics dashboard's variants (SPEC.md section 2 "pages dashboard0 and dashboard2 also
 * exist"; "Home ... one needs scope admin2, one variant needs internal"): dashboard0, the
 * operations overview, is the administrators'; dashboard2, the dispatcher's, any member's, and
 * the menu's Home leads a member there on a logistics site whose Home is theirs.
 */

test.describe.configure({ timeout: 120_000 });

/** The first render waits for the page chunk, the chart library and the figures. */
const FIRST_RENDER = 45_000;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the admin opens the operations overview (dashboard0) in ${scheme}: figures, vehicles and chart, no console errors`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, ['admin2']);
    await page.goto('/apps/logistics/dashboard0');
    await expect(page.getByRole('heading', { level: 1, name: 'Operations overview' })).toBeVisible({
      timeout: FIRST_RENDER,
    });
    await expect(page.getByTestId('stat-open-value')).toHaveText(/^[1-9][\d,]*$/, { timeout: FIRST_RENDER });
    await expect(page.getByTestId('stat-on-time-value')).toHaveText(/%$/);
    await expect(page.getByTestId('performance-rate-value')).toHaveText(/%$/);
    await expect(page.getByTestId('vehicles-on_route')).toBeVisible();
    // The demo fleet has vehicles on the road: the compact list names them with their progress.
    await expect(page.getByTestId('on-route-list').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('on-route-list').getByRole('progressbar').first()).toBeVisible();
    await page.getByTestId('shipment-statistics').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('shipment-statistics').locator('.apexcharts-svg')).toBeVisible({
      timeout: FIRST_RENDER,
    });
    // Same figures as the logistics dashboard: its range and scope buttons are here too.
    await expect(page.getByRole('button', { name: 'All sites' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`a member opens the dispatcher's dashboard (dashboard2) in ${scheme}: this site now, no period or scope, no console errors`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, ['internal']);
    const asked = page.waitForResponse((res) => res.url().includes('/api/logistics/dispatch'));
    await page.goto('/apps/logistics/dashboard2');
    expect((await asked).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible({ timeout: FIRST_RENDER });
    await expect(page.getByTestId('stat-on-route-value')).toHaveText(/^[1-9]\d*$/, { timeout: FIRST_RENDER });
    for (const id of ['stat-out-for-delivery', 'stat-due-today', 'stat-overdue'])
      await expect(page.getByTestId(`${id}-value`)).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('vehicles-on_route')).toBeVisible();
    // Every vehicle of the site, on-route ones first.
    const fleet = page.getByTestId('fleet-list').getByRole('listitem');
    expect(await fleet.count()).toBeGreaterThanOrEqual(10);
    await expect(fleet.first()).toContainText('On route');
    await page.getByTestId('open-parcels').scrollIntoViewIfNeeded();
    await expect(
      page.getByTestId('open-parcels').locator('.apexcharts-svg, [data-testid="dashboard-empty"]'),
    ).toBeVisible({
      timeout: FIRST_RENDER,
    });
    // No period to pick and no other site to see.
    await expect(page.getByRole('button', { name: 'All sites' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '30 days' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('a member is refused the operations overview, whose figures are the administrators’', async ({ page }) => {
  await signInAs(page, ['internal']);
  await page.goto('/apps/logistics/dashboard0');
  await expect(page).toHaveURL(/\/not-authorized/, { timeout: FIRST_RENDER });
});

// A member's Home on a marketplace (korepetycje) is their own seller home since issue #33, no
// longer this dashboard: e2e/seller-home.spec.ts follows it. A logistics site (the `home` of its
// config) keeps sending members here (web/lib/paths.ts homePath, menu-logic.test.ts).
