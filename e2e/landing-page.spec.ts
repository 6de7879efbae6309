import { expect, test, type Page } from '@playwright/test';
import { BILLING_PLANS, planPrice, TRIAL_MONTHS } from '../src/common/billing/plans';
import { seriousViolations } from './support/axe';
import { collectProblems } from './support/problems';

/*
 * The product's landing page, /front-pages/landing-page (issue #37): public, server-rendered, with
 * three islands (header, plans, contact form). It opens without a problem and axe-clean in light,
 * dark and Arabic; the yearly choice changes the prices; the trial is offered; a plan's button
 * leads to checkout with that plan; the contact form sends; without JavaScript everything but the
 * period choice is there. The contact form's checks and delivery are e2e/contact.spec.ts's.
 */

const PATH = '/front-pages/landing-page';
const STANDARD = BILLING_PLANS.find((p) => p.id === 'standard')!;
/** "$49" for 4900 cents in English, as the page writes whole amounts. */
const usd = (minor: number) => `$${minor / 100}`;

/** No cookie question in the way: it would cover the buttons these tests press. */
async function skipCookieQuestion(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
}

test('opens in light, dark and Arabic without a problem, axe-clean, reading right to left in Arabic', async ({
  page,
}) => {
  // Three loads of a long page and three axe runs: more than the default time on a busy machine.
  test.slow();
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(PATH);
    await expect(
      page.getByRole('heading', { level: 1, name: 'One template for every marketplace you run' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    expect(await seriousViolations(page), scheme).toEqual([]);
  }
  await page.goto(`${PATH}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'قالب واحد لكل سوق إلكتروني تديره' })).toBeVisible();
  // The popular plan's badge sits in the card's top corner at the end of the line: the left in Arabic.
  const card = page.getByTestId('landing-plan-standard');
  const badge = card.getByText('الأكثر شيوعًا');
  const [cardBox, badgeBox] = [await card.boundingBox(), await badge.boundingBox()];
  expect(badgeBox!.x - cardBox!.x).toBeLessThan(cardBox!.x + cardBox!.width - (badgeBox!.x + badgeBox!.width));
  expect(await seriousViolations(page), 'Arabic').toEqual([]);
  expect(problems).toEqual([]);
});

test('a visitor sees the trial, compares yearly prices, writes to us and picks a plan for checkout', async ({
  page,
}) => {
  test.slow();
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  await page.goto(PATH);
  await expect(page.getByTestId('landing-trial-badge')).toHaveText(`${TRIAL_MONTHS} months free on every paid plan`);

  const standard = page.getByTestId('landing-plan-standard');
  await standard.scrollIntoViewIfNeeded();
  await expect(standard.getByText(`${TRIAL_MONTHS} months free trial`)).toBeVisible();
  await expect(page.getByTestId('landing-plan-basic').getByText(/free trial/)).toHaveCount(0);
  await expect(standard.getByTestId('landing-plan-price')).toHaveText(usd(planPrice(STANDARD, 'monthly')));
  await expect(standard.getByText('per month')).toBeVisible();

  // The plans are an island that hydrates as it nears the screen: the choice works once it has.
  const yearly = page.getByRole('button', { name: 'Yearly' });
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(standard.getByTestId('landing-plan-price')).toHaveText(usd(planPrice(STANDARD, 'yearly')));
  await expect(standard.getByText('per year')).toBeVisible();

  // The contact form is the front pages' own; here it only has to send.
  await page.getByTestId('contact-section').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Lena Landing');
  await form.getByLabel('Your e-mail').fill(`lena-${Date.now().toString(36)}@example.test`);
  await form.getByLabel('Message').fill('Does the yearly Standard plan include the trial too?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you for your message!')).toBeVisible();
  expect(problems).toEqual([]);

  // Checkout is another page's work: the address carries the plan and period chosen here.
  await standard.getByRole('link', { name: 'Start free trial: Standard' }).click();
  await expect(page).toHaveURL(/\/front-pages\/checkout\?plan=standard&period=yearly$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section is on the page as the server sent it, the questions open', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [
      'Everything a marketplace needs',
      'What people say',
      'Supported by real people',
      'Simple prices, no surprises',
      'Frequently asked questions',
      'Questions? Get in touch',
    ])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    for (const plan of BILLING_PLANS)
      await expect(page.getByTestId(`landing-plan-${plan.id}`).getByTestId('landing-plan-price')).toHaveText(
        usd(planPrice(plan, 'monthly')),
      );
    await expect(page.getByRole('link', { name: 'Start free trial: Standard' })).toHaveAttribute(
      'href',
      '/front-pages/checkout?plan=standard&period=monthly',
    );
    // Native <details>: a question opens with no script at all.
    const answer = page.getByText('Paying yearly gives you twelve months for the price of ten.');
    await expect(answer).toBeHidden();
    await page.getByText('Is there a discount for paying yearly?').click();
    await expect(answer).toBeVisible();
  });
});
