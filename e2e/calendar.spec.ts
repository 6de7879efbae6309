import type { Page } from '@playwright/test';
import { expect, test } from './support/accounts';
import { signInAs } from './support/session';

/*
 * The calendar app on the demo accounts the first start seeds: the demo admin adds an event by
 * clicking a free day of this month, invites the demo member, drags the event to another free
 * day; after a reload it is still there, and the member finds it on that day in their own
 * calendar, read-only. The title carries this run's stamp, so a retry never reads another's event.
 */

/** The first render waits for the page chunk, FullCalendar's chunk and the events: generous on a shared machine. */
const FIRST_RENDER = 45_000;

const listed = (page: Page) =>
  page.waitForResponse(
    (res) => res.url().includes('/api/calendar/events?') && res.request().method() === 'GET' && res.ok(),
  );

/** The days of the month shown with no event on them: where clicking opens the add dialog. */
const freeDays = (page: Page) =>
  page.locator('.fc-daygrid-day:not(.fc-day-other)').filter({ hasNot: page.locator('.fc-daygrid-event') });

test('an event added by clicking a day, dragged to another day, stays there and shows in the guest’s calendar', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `E2E planning ${Date.now().toString(36)}`;
  // The whole month in the window: a day in the top row scrolled under the sticky navbar made the
  // drag start on the navbar (late in a month, when the first free day is the 1st).
  await page.setViewportSize({ width: 1280, height: 1100 });
  await signInAs(page, ['admin2']);
  const first = listed(page);
  await page.goto('/apps/calendar');
  await first;
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible({ timeout: FIRST_RENDER });

  const days = freeDays(page);
  expect(await days.count(), 'two free days this month').toBeGreaterThanOrEqual(2);
  const from = (await days.first().getAttribute('data-date'))!;
  const to = (await days.last().getAttribute('data-date'))!;

  // Clicking the day opens the add dialog on that day, all day.
  await page.locator(`.fc-daygrid-day[data-date="${from}"]`).click();
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await expect(dialog.getByLabel('Start')).toHaveValue(from);
  // The shared schema's field error first: an empty title is refused before anything is sent.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Enter a title.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Guests' }).fill('Demo Mem');
  await page.getByRole('option', { name: 'Demo Member' }).click();
  const created = page.waitForResponse((res) => res.url().endsWith('/api/calendar/events') && res.status() === 201);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await created;
  await expect(dialog).toBeHidden();
  const event = page.locator(`.fc-daygrid-day[data-date="${from}"] .fc-event`, { hasText: title });
  await expect(event).toBeVisible();

  // Drag it to the other free day: FullCalendar follows the mouse in small steps.
  await page.evaluate(() => window.scrollTo(0, 0));
  const target = page.locator(`.fc-daygrid-day[data-date="${to}"]`);
  const a = (await event.boundingBox())!;
  const b = (await target.boundingBox())!;
  const moved = page.waitForResponse(
    (res) => res.url().includes('/api/calendar/events/') && res.request().method() === 'PATCH',
  );
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
  expect((await moved).status()).toBe(200);

  const again = listed(page);
  await page.reload();
  await again;
  await expect(page.locator(`.fc-daygrid-day[data-date="${to}"] .fc-event`, { hasText: title })).toBeVisible({
    timeout: FIRST_RENDER,
  });
  await expect(page.locator(`.fc-daygrid-day[data-date="${from}"] .fc-event`, { hasText: title })).toHaveCount(0);

  // The guest: the same event on the same day of their calendar, which they may read, not change.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await signInAs(guest, ['internal']);
  const guestList = listed(guest);
  await guest.goto('/apps/calendar');
  await guestList;
  const theirs = guest.locator(`.fc-daygrid-day[data-date="${to}"] .fc-event`, { hasText: title });
  await expect(theirs).toBeVisible({ timeout: FIRST_RENDER });
  await theirs.click();
  const details = guest.getByRole('dialog', { name: title });
  await expect(details.getByText('Invited by Demo Admin')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await context.close();
});
