import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, signInPage, test } from './support/accounts';
import { siteUrl } from './support/sites';

/*
 * The contact form on the front pages (issue #15): a visitor is told what to fix, then thanked;
 * the message reaches the site's address and its administrators' inbox, where it can be marked
 * read and deleted.
 */

/** A first visit asks about cookies, bottom-left, over the form's button: the visitor answers first. */
async function answerCookieQuestion(page: Page) {
  await page.getByTestId('cookie-consent').getByRole('button').first().click();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
}

test('a visitor on korepetycje.lol fixes what the form points out, is thanked in Polish, and the site is mailed', async ({
  page,
  request,
}) => {
  // A page, a lazily loaded form and the outbox polled: more than the default time on a busy machine.
  test.slow();
  const tag = Date.now().toString(36);
  const email = `kontakt-${tag}@example.test`;
  await page.goto(siteUrl('korepetycje.lol', '/index'));
  await answerCookieQuestion(page);
  // The form comes as its section nears the screen.
  await page.getByTestId('contact-section').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Formularz kontaktowy' });
  await form.getByLabel('Imię i nazwisko').fill('Ola Nowak');
  await form.getByLabel('Twój e-mail').fill(email);
  await form.getByLabel('Wiadomość').fill('Za krótko');
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(form.getByText('Napisz co najmniej 10 znaków.')).toBeVisible();
  await expect(form.getByLabel('Wiadomość')).toBeFocused();

  await form.getByLabel('Wiadomość').fill(`Czy są jeszcze wolne terminy z matematyki? ${tag}`);
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  const thanks = page.getByTestId('contact-thanks');
  await expect(thanks).toContainText('Dziękujemy za wiadomość!');
  await expect(thanks).toContainText(email);
  await expect(form).toHaveCount(0);

  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent('kontakt@korepetycje.test')}`);
      return ((await res.json()) as { text: string }[]).some((m) => m.text.includes(tag) && m.text.includes(email));
    })
    .toBe(true);
});

test("the site's administrator finds the message in the inbox, marks it read and deletes it", async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and a sign-in: more than the default time on a busy machine.
  test.slow();
  const tag = Date.now().toString(36);
  await page.goto('/index');
  await answerCookieQuestion(page);
  await page.getByTestId('contact-section').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill(`Vera Visitor ${tag}`);
  await form.getByLabel('Your e-mail').fill(`vera-${tag}@example.test`);
  await form.getByLabel('Message').fill('Do you also run the meetup in the summer?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you for your message!')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInPage(admin, request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/apps/contact-messages');
  await expect(admin.getByRole('heading', { name: 'Contact messages', level: 1 })).toBeVisible();
  const card = admin.getByTestId('contact-message').filter({ hasText: `Vera Visitor ${tag}` });
  await expect(card).toContainText('Do you also run the meetup in the summer?');
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);

  await card.getByRole('button', { name: `Delete the message from Vera Visitor ${tag}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Message deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.context().close();
});
