import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { seriousViolations } from './support/axe';

const CARDS = 11;

/** Console errors and uncaught exceptions while the test runs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Every card holds a drawn ApexCharts svg. */
async function expectApexDrawn(page: Page) {
  const cards = page.getByTestId('chart-card');
  await expect(cards).toHaveCount(CARDS, { timeout: 45_000 });
  // The chart library is a lazy chunk: on a loaded machine it can take a while to arrive.
  // A chart is drawn once it comes into the window (ADR 0021): scrolled to, as a reader would.
  for (let i = 0; i < CARDS; i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    await expect(cards.nth(i).locator('svg.apexcharts-svg')).toBeVisible({ timeout: 45_000 });
  }
}

/** Every card holds a Chart.js canvas with a size, named for screen readers. */
async function expectChartjsDrawn(page: Page) {
  const cards = page.getByTestId('chart-card');
  await expect(cards).toHaveCount(CARDS, { timeout: 45_000 });
  for (let i = 0; i < CARDS; i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    const canvas = cards.nth(i).locator('canvas[role="img"]');
    await expect(canvas).toBeVisible({ timeout: 45_000 });
    await expect(async () => {
      const size = await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
      expect(Math.min(...size)).toBeGreaterThan(0);
    }).toPass();
    await expect(canvas).toHaveAttribute('aria-label', /.+: .+/);
  }
}

/** The fill of the first card's first x-axis label: ApexCharts paints it in the theme's text colour. */
async function apexTextColour(page: Page) {
  return page
    .getByTestId('chart-card')
    .first()
    .locator('svg.apexcharts-svg .apexcharts-xaxis-label')
    .first()
    .getAttribute('fill');
}

/** The first Chart.js card's canvas as an image: its axis labels and grid are painted in the scheme's ink. */
async function chartjsPicture(page: Page) {
  return page
    .getByTestId('chart-card')
    .first()
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement) => c.toDataURL());
}

/** Switches to the dark scheme in the customizer, as a reader would. */
async function switchToDark(page: Page) {
  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
}

// Per library, one test reads the page in light (every chart drawn, nothing serious for axe, no
// console error) and one turns it dark and sees the charts repainted. Drawing eleven charts costs
// seconds of two busy cores, so each test loads the page once (the dark scheme's own drawing is
// checked after the switch).
//
// ApexCharts draws each chart as an SVG of hundreds of shapes: axe went through all of them for over
// a minute on two busy cores. What the page owes is checked all the same: each chart's <svg> itself
// (its role and name), the cards, titles and controls; the shapes inside are the library's drawing.
test('ApexCharts page draws all eleven charts without console errors or serious axe violations', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/charts/apex-chart');
  await expect(page.getByRole('heading', { level: 1, name: 'ApexCharts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await expectApexDrawn(page);
  for (const title of ['Website traffic', 'Share price', 'Weekly activity', 'Quarterly goals', 'Customer segments'])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(await seriousViolations(page, undefined, ['svg.apexcharts-svg > *'])).toEqual([]);
  expect(errors).toEqual([]);
});

test('Chart.js page draws all eleven charts without console errors or serious axe violations', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/charts/chartjs');
  await expect(page.getByRole('heading', { level: 1, name: 'Chart.js' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await expectChartjsDrawn(page);
  // The three types Chart.js lacks say how they are drawn instead.
  await expect(page.getByText(/Chart.js has no (candlestick|radial bar|heatmap)/)).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('switching the theme redraws the ApexCharts in the new scheme', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAs(page, ['admin2', 'internal']);
  await page.goto('/charts/apex-chart');
  await expectApexDrawn(page);
  const light = await apexTextColour(page);
  expect(light).toBeTruthy();
  await switchToDark(page);
  await expect.poll(() => apexTextColour(page)).not.toBe(light);
  await expectApexDrawn(page);
  expect(errors).toEqual([]);
});

test('switching the theme repaints the Chart.js canvases in the new scheme', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAs(page, ['admin2', 'internal']);
  await page.goto('/charts/chartjs');
  await expectChartjsDrawn(page);
  const light = await chartjsPicture(page);
  await switchToDark(page);
  await expect.poll(() => chartjsPicture(page)).not.toBe(light);
  await expectChartjsDrawn(page);
  expect(errors).toEqual([]);
});

test('in Arabic both chart pages read right to left', async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/charts/apex-chart?lang=ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  // Drawn first: its wait allows for the lazy chunks on a loaded machine; the heading is there by then.
  await expectApexDrawn(page);
  await expect(page.getByRole('heading', { level: 2, name: 'زيارات الموقع' })).toBeVisible();
  // The first card of the grid starts at the right.
  const first = await page.getByTestId('chart-card').first().boundingBox();
  const second = await page.getByTestId('chart-card').nth(1).boundingBox();
  expect(first && second && first.x).toBeGreaterThan(second?.x ?? Infinity);

  await page.goto('/charts/chartjs?lang=ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expectChartjsDrawn(page);
  await expect(page.getByRole('heading', { level: 2, name: 'زيارات الموقع' })).toBeVisible();
  expect(errors).toEqual([]);
});
