import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { seriousViolations } from './support/axe';

/*
 * The logistics dashboard and fleet (issue #17) on the demo seed: a year of shipments and a
 * fleet for every site. No tile server here (MAP_TILE_URL unset, no internet): the fleet map
 * shows its markers on land, borders and cities drawn from vector data, with no broken tiles and
 * no console errors.
 */

test.describe.configure({ timeout: 120_000 });

/** The first render waits for the page chunk, the chart library or Leaflet, and the figures. */
const FIRST_RENDER = 45_000;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Script and style files the page has loaded so far. */
const loadedFiles = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));

async function dashboardDrawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Logistics' })).toBeVisible({ timeout: FIRST_RENDER });
  // A chart is drawn once it comes into the window (ADR 0021): scrolled to, as a reader would.
  await page.getByTestId('shipment-statistics').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('shipment-statistics').locator('.apexcharts-svg')).toBeVisible({
    timeout: FIRST_RENDER,
  });
  await page.getByTestId('deliveries-by-status').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('deliveries-by-status').locator('.apexcharts-svg')).toBeVisible({
    timeout: FIRST_RENDER,
  });
}

async function fleetDrawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible({ timeout: FIRST_RENDER });
  await expect(page.getByTestId('fleet-map').locator('.fleet-marker').first()).toBeVisible({ timeout: FIRST_RENDER });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the admin opens the logistics dashboard and the fleet in ${scheme}: figures, charts and markers, no console errors`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, ['admin2']);

    await page.goto('/apps/logistics/dashboard');
    await dashboardDrawn(page);
    // The seeded fleet has vehicles on the road and a month of shipments.
    await expect(page.getByTestId('stat-on-route-value')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('stat-shipments-value')).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByTestId('stat-on-time-value')).toHaveText(/%$/);
    await expect(page.getByTestId('vehicles-on_route')).toBeVisible();
    await expect(page.getByTestId('performance-rate-value')).toHaveText(/%$/);
    await expect(page.getByTestId('orders-by-country').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('on-route-vehicles').getByRole('row')).not.toHaveCount(0);
    // Leaflet and the world's outlines are the fleet page's alone.
    expect((await loadedFiles(page)).filter((f) => /fleet-map|leaflet|world-outline/.test(f))).toEqual([]);

    await page.getByRole('link', { name: 'Fleet' }).first().click();
    await expect(page).toHaveURL(/\/apps\/logistics\/fleet$/);
    await fleetDrawn(page);
    const rows = page.getByTestId('fleet-vehicle');
    const markers = page.getByTestId('fleet-map').locator('.fleet-marker');
    await expect(markers).toHaveCount(await rows.count());
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    // No tile server: no tile images at all, broken or not, and the world drawn from vector data
    // under the vehicles instead: the land, the countries' borders, the big cities by name.
    await expect(page.locator('img.leaflet-tile')).toHaveCount(0);
    const map = page.getByTestId('fleet-map');
    await expect(map.locator('path.fleet-land')).toHaveCount(1);
    await expect(map.locator('path.fleet-land')).toHaveAttribute('d', /^M/);
    expect(await map.locator('path.fleet-border').count()).toBeGreaterThan(100);
    expect(await map.locator('.fleet-city-label').count()).toBeGreaterThan(20);
    expect((await loadedFiles(page)).some((f) => /world-outline/.test(f))).toBe(true);
    expect((await loadedFiles(page)).some((f) => /fleet-map/.test(f))).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('choosing a vehicle in the list selects it on the map and flies there; choosing a marker selects it in the list', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, ['admin2']);
  await page.goto('/apps/logistics/fleet');
  await fleetDrawn(page);

  const map = page.getByTestId('fleet-map');
  const row = page.getByTestId('fleet-vehicle').nth(2);
  const id = await row.getAttribute('data-vehicle-id');
  const name = (await row.locator('p').first().textContent()) ?? '';
  const zoomBefore = await map.evaluate((el) => el.querySelector('.leaflet-proxy')?.getAttribute('style') ?? '');
  await row.click();
  await expect(row).toHaveAttribute('aria-current', 'true');
  const marker = map.locator(`[data-vehicle-id="${id}"]`);
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  await expect(marker).toHaveClass(/fleet-marker-selected/);
  await expect(map.locator('.leaflet-tooltip')).toContainText(name);
  await expect(map.locator('.fleet-marker-selected')).toHaveCount(1);
  // The map moved to it (Leaflet's zoom/position proxy changed) and the marker is in view.
  await expect
    .poll(() => map.evaluate((el) => el.querySelector('.leaflet-proxy')?.getAttribute('style') ?? ''))
    .not.toBe(zoomBefore);
  await expect(marker).toBeInViewport();

  // The other way round, by keyboard: a marker is a button.
  const other = page.getByTestId('fleet-vehicle').nth(0);
  const otherId = await other.getAttribute('data-vehicle-id');
  await map.locator(`[data-vehicle-id="${otherId}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-current', 'true');
  await expect(row).not.toHaveAttribute('aria-current', 'true');
  expect(errors).toEqual([]);
});

test('scope and period live in the address; all sites list every fleet', async ({ page }) => {
  await signInAs(page, ['admin2']);
  await page.goto('/apps/logistics/fleet');
  await fleetDrawn(page);
  const own = await page.getByTestId('fleet-vehicle').count();
  await page.getByRole('button', { name: 'All sites' }).click();
  await expect(page).toHaveURL(/scope=all/);
  await expect
    .poll(() => page.getByTestId('fleet-vehicle').count(), { timeout: FIRST_RENDER })
    .toBeGreaterThan(own * 3);

  const asked = page.waitForResponse((res) => res.url().includes('/api/logistics/dashboard') && res.status() === 200);
  await page.goto('/apps/logistics/dashboard?range=year&scope=all');
  const body = (await (await asked).json()) as { scope: string; range: { from: string } };
  expect(body.scope).toBe('all');
  expect(body.range.from).toMatch(/-01-01$/);
  await expect(page.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('dashboard-period')).toContainText('All sites');
});

for (const path of ['/apps/logistics/dashboard', '/apps/logistics/fleet']) {
  test(`axe finds no serious violation on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, ['admin2']);
    await page.goto(path);
    if (path.endsWith('fleet')) await fleetDrawn(page);
    else await dashboardDrawn(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
