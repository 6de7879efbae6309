import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { siteUrl } from './support/sites';
import { collectProblems } from './support/problems';

// A site's own host name (naszdom.homes) is plain http in tests: Chromium ignores its COOP header, and says so.
const COOP_NOTICE = /Cross-Origin-Opener-Policy|origin-keyed/;

/*
 * The wizard examples (issue #37): each reads right to left in Arabic (the walk opens each in
 * light, dark and Arabic with axe: template-pages-walk.spec.ts); the checkout refuses a card that fails
 * the Luhn check and confirms a good one; the deal wizard stays on a step with errors; the
 * property-listing wizard, run on naszdom.homes, leaves a real draft in the member's My items.
 */

const WIZARDS = [
  { slug: 'checkout', arTitle: 'السلة' },
  { slug: 'create-deal', arTitle: 'نوع العرض' },
  { slug: 'property-listing', arTitle: 'البيانات الشخصية' },
] as const;

async function signIn(page: Page, scopes: ('admin2' | 'internal')[] = ['admin2', 'internal']) {
  // The cookie question, bottom-left, would cover the buttons these tests press.
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
  await signInAs(page, scopes);
  await page.setViewportSize({ width: 1400, height: 900 });
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).filter({ hasText: /^(Step|الخطوة) / });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

// Each wizard opens in light, dark and Arabic with axe in the walk (template-pages-walk.spec.ts);
// here, that each reads right to left in Arabic: its steps translated, Next at the left end.
test('the three wizards read right to left in Arabic', async ({ page }) => {
  const problems = collectProblems(page, COOP_NOTICE);
  await signIn(page);
  for (const { slug, arTitle } of WIZARDS) {
    await page.goto(`/wizard-examples/${slug}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(stepHeading(page), slug).toContainText(arTitle);
    const nextBox = await page.getByRole('button', { name: 'التالي' }).boundingBox();
    const backBox = await page.getByRole('button', { name: 'السابق' }).boundingBox();
    expect(nextBox && backBox && nextBox.x, slug).toBeLessThan(backBox?.x ?? 0);
  }
  expect(problems).toEqual([]);
});

test('at 390 px the stepper is vertical and nothing scrolls sideways', async ({ page }) => {
  const problems = collectProblems(page, COOP_NOTICE);
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { slug } of WIZARDS) {
    await page.goto(`/wizard-examples/${slug}?lang=en`);
    await expect(page.locator('.MuiStepper-vertical')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(390);
  }
  expect(problems).toEqual([]);
});

test('checkout: live totals, a card failing Luhn is refused, a good one confirms the order', async ({ page }) => {
  const problems = collectProblems(page, COOP_NOTICE);
  await signIn(page);
  await page.goto('/wizard-examples/checkout?lang=en');
  await expect(stepHeading(page)).toHaveText('Step 1 of 4: Cart');
  const total = page.getByTestId('checkout-total');
  // 129.99 + 84.50 + 2 x 12.99 = 240.47, free delivery, 8.25 % tax 19.84.
  await expect(total).toHaveText('$260.31');
  await page.getByRole('button', { name: 'One less Ceramic mug' }).click();
  await expect(total).toHaveText('$246.25');
  await page.getByLabel('Coupon code').fill('save10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon SAVE10 applied.')).toBeVisible();
  await expect(total).toHaveText('$221.62');

  // The keyboard alone moves on: Enter in the form is Next, and focus lands on the step heading.
  await next(page).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Step 2 of 4: Address');
  await expect(stepHeading(page)).toBeFocused();
  // The stepper's entry for the step on screen says so.
  const addressTab = page.getByRole('tab', { name: /^Address/ });
  await expect(addressTab).toHaveAttribute('aria-selected', 'true');
  await expect(addressTab).toHaveAttribute('aria-current', 'step');
  // A new address is checked before the visitor may go on.
  await page.getByRole('radio', { name: 'A new address' }).check();
  await next(page).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Step 2 of 4: Address');
  await page.getByLabel('Full name').fill('Jane Doe');
  await page.getByLabel('Street and number').fill('1 Main Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('Postal code').fill('12345');
  await page.getByRole('radio', { name: /^Express/ }).check();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Step 3 of 4: Payment');
  await expect(page.getByText(/Test mode: no card is charged/)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Name on card').fill('Jane Doe');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('This card number is not valid.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(stepHeading(page)).toHaveText('Step 3 of 4: Payment');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Order ORD-[A-Z0-9]{8} is confirmed/ })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^ORD-[A-Z0-9]{8}$/);
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  expect(problems).toEqual([]);
});

test('create-deal: Next refuses an invalid step, a complete deal is created', async ({ page }) => {
  const problems = collectProblems(page, COOP_NOTICE);
  await signIn(page);
  await page.goto('/wizard-examples/create-deal?lang=en');
  await next(page).click();
  await expect(page.getByText('Choose a deal type.')).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Step 1 of 4: Deal type');
  // A later step's header does not skip the invalid one either.
  await page.getByRole('tab', { name: /^Usage/ }).click();
  await expect(stepHeading(page)).toHaveText('Step 1 of 4: Deal type');

  await page.getByRole('radio', { name: /Percentage off/ }).check();
  await next(page).click();
  await expect(stepHeading(page)).toHaveText('Step 2 of 4: Deal details');
  await page.getByLabel('Discount (%)').fill('150');
  await next(page).click();
  await expect(page.getByText('A percentage can be at most 100.')).toBeVisible();
  await expect(page.getByText('Choose at least one region.')).toBeVisible();
  await expect(stepHeading(page)).toHaveText('Step 2 of 4: Deal details');

  await page.getByLabel('Discount (%)').fill('15');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Contoso Ltd.' }).click();
  await page.getByRole('combobox', { name: 'Regions' }).click();
  await page.getByRole('option', { name: 'Europe' }).click();
  await page.getByRole('option', { name: 'Asia' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Start date').fill('2026-12-01');
  await page.getByLabel('End date').fill('2026-11-01');
  await next(page).click();
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await page.getByLabel('End date').fill('2026-12-31');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Step 3 of 4: Usage');
  await page.getByLabel('Total uses').fill('100');
  await page.getByLabel('Coupon code').fill('winter15');
  await next(page).click();
  await expect(stepHeading(page)).toHaveText('Step 4 of 4: Review & submit');
  await expect(page.getByText('Europe, Asia')).toBeVisible();
  await page.getByRole('button', { name: 'Create deal' }).click();
  await expect(page.getByText('Confirm the deal to create it.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I have checked the deal/ }).check();
  await page.getByRole('button', { name: 'Create deal' }).click();
  await expect(page.getByText('Deal WINTER15 created. This example stores nothing.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('property-listing on naszdom.homes creates a draft that waits in the member’s My items', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectProblems(page, COOP_NOTICE);
  await signIn(page, ['internal']);
  const title = `Wizard flat ${Date.now().toString(36)}`;
  await page.goto(siteUrl('naszdom.homes', '/wizard-examples/property-listing?lang=en'));
  await expect(stepHeading(page)).toHaveText('Step 1 of 5: Personal details');
  await expect(page.getByTestId('property-site-note')).toContainText('as a property listing');

  await next(page).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Agent' }).check();
  await page.getByLabel('Full name').fill('Anna Nowak');
  await page.getByLabel('Email').fill('anna@example.com');
  await page.getByLabel('Agency').fill('Dom Agency');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Step 2 of 5: Property details');
  await page.getByLabel('Listing title').fill(title);
  await page.getByRole('combobox', { name: 'Property type' }).click();
  await page.getByRole('option', { name: 'Apartment' }).click();
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('1');
  await page.getByLabel('City').fill('Gdańsk');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Step 3 of 5: Property features');
  await page.getByRole('checkbox', { name: 'Balcony' }).check();
  await page.getByLabel('Description (optional)').fill('Bright flat near the sea.');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Step 4 of 5: Price & area');
  await page.getByLabel(/^Price/).fill('0');
  await page.getByLabel(/^Area/).fill('54');
  await next(page).click();
  await expect(page.getByText('Enter a price above zero, with at most two decimals.')).toBeVisible();
  await page.getByLabel(/^Price/).fill('650000');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Step 5 of 5: Review');
  await expect(page.getByText(title)).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/listings') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create draft listing' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByTestId('property-created')).toContainText('Draft, not published');

  await page.getByRole('link', { name: 'Go to My items' }).click();
  await expect(page).toHaveURL(/\/my-items$/);
  await expect(page.getByText(title).first()).toBeVisible();
  expect(problems).toEqual([]);
});
