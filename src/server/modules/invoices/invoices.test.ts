import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoiceTotals } from '../../../common/invoices/totals';
import { formatMoney } from '../../../common/money';
import type { App } from '../../app';
import { invoices } from '../../db/schema';
import { seedDemoEcommerce } from '../../db/seed/demo-ecommerce';
import { seedDemoInvoices } from '../../db/seed/demo-invoices';
import { lastMail, registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';
import { pdfToText } from './pdf-to-text';

/** The UTC calendar day `days` from today (negative: before). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Two lines and 23 % tax: 2 x 150.00 + 1 x 49.99 = 349.99, tax 80.50, total 430.49. */
const input = {
  clientName: 'Acme Sp. z o.o.',
  clientEmail: 'billing@acme.example.test',
  clientAddress: 'ul. Długa 5\n00-001 Warszawa',
  issueDate: '2026-03-01',
  dueDate: '2026-03-15',
  currency: 'USD',
  language: 'en',
  lines: [
    { description: 'Design work, days', quantity: 2, unitPriceMinor: 15_000 },
    { description: 'Hosting', quantity: 1, unitPriceMinor: 4_999 },
  ],
  taxRateBp: 2300,
  discountMinor: 0,
  notes: 'Payable by bank transfer.',
};

describeDialects('invoice API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;
  const as = (who: TestUser | null, host: string = HOSTS.naszdom) => client(app, who, host);

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member] = await Promise.all([registerAdmin(app), registerUser(app)]);
    await seedDemoEcommerce(app.db, new Date('2026-03-01T09:00:00Z'));
    await seedDemoInvoices(app.db, new Date('2026-03-01T09:00:00Z'));
  }, 120_000);
  afterAll(async () => app?.close());

  it('creates an invoice with the next number and the totals of the shared function', async () => {
    const res = await as(admin).post('/api/invoices', input);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // The demo invoices end at 5036 (the menu's preview and edit entries open it).
    expect(body.number).toBe(5037);
    expect(body.status).toBe('draft');
    expect(body).toMatchObject(invoiceTotals(input));
    expect(body.totalMinor).toBe(43_049);
    expect(body.lines.map((l: { amountMinor: number }) => l.amountMinor)).toEqual([30_000, 4_999]);
  });

  it('ignores totals sent by the caller: the server computes them', async () => {
    const res = await as(admin).post('/api/invoices', { ...input, totalMinor: 1, subtotalMinor: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalMinor).toBe(43_049);
  });

  it('refuses bad input with field codes and stores nothing', async () => {
    const before = (await app.db.select().from(invoices)).length;
    const res = await as(admin).post('/api/invoices', {
      ...input,
      clientName: ' ',
      clientEmail: 'not-an-email',
      dueDate: '2026-02-01',
      currency: 'usd',
      lines: [{ description: '', quantity: 0, unitPriceMinor: -1 }],
      taxRateBp: 10_001,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toMatchObject({
      clientName: 'invoiceClientRequired',
      clientEmail: 'emailInvalid',
      currency: 'invoiceCurrencyInvalid',
      'lines.0.description': 'invoiceLineDescriptionRequired',
      'lines.0.quantity': 'invoiceQuantityInvalid',
      'lines.0.unitPriceMinor': 'invoicePriceInvalid',
      taxRateBp: 'invoiceTaxInvalid',
    });
    const noLines = await as(admin).post('/api/invoices', { ...input, lines: [] });
    expect(fieldCodes(noLines.json())).toMatchObject({ lines: 'invoiceLinesRequired' });
    const dueBefore = await as(admin).post('/api/invoices', { ...input, dueDate: '2026-02-01' });
    expect(fieldCodes(dueBefore.json())).toMatchObject({ dueDate: 'invoiceDueBeforeIssue' });
    expect((await app.db.select().from(invoices)).length).toBe(before);
  });

  it('lists by status, issue date and search, paged and sorted, for the request’s site only', async () => {
    const all = (await as(admin).get('/api/invoices?pageSize=100')).json();
    expect(all.items.every((i: { number: number }) => i.number >= 5031)).toBe(true);
    expect(all.items[0].number).toBeGreaterThan(all.items.at(-1).number);

    const paid = (await as(admin).get('/api/invoices?status=paid')).json();
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.items.every((i: { status: string }) => i.status === 'paid')).toBe(true);

    const march = (await as(admin).get('/api/invoices?from=2026-03-01&to=2026-03-01')).json();
    expect(march.items.every((i: { issueDate: string }) => i.issueDate === '2026-03-01')).toBe(true);

    const found = (await as(admin).get('/api/invoices?q=acme')).json();
    expect(found.total).toBe(2);
    expect((await as(admin).get('/api/invoices?q=5036')).json().items[0].number).toBe(5036);

    const paged = (await as(admin).get('/api/invoices?pageSize=2&page=2&sort=total&order=asc')).json();
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0].totalMinor).toBeLessThanOrEqual(paged.items[1].totalMinor);

    // Another site has its own invoices: none of naszdom's new ones.
    const other = (await as(admin, HOSTS.bestgame).get('/api/invoices?q=acme')).json();
    expect(other.total).toBe(0);
    expect((await as(admin).get('/api/invoices?status=late')).statusCode).toBe(400);
  });

  it('reads, replaces and deletes an invoice by its number', async () => {
    const created = (await as(admin).post('/api/invoices', input)).json();
    const url = `/api/invoices/${created.number}`;
    expect((await as(admin).get(url)).json().clientAddress).toBe(input.clientAddress);

    const changed = await as(admin).put(url, {
      ...input,
      lines: [{ description: 'One thing', quantity: 3, unitPriceMinor: 1_000 }],
      discountMinor: 500,
      taxRateBp: 1000,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      subtotalMinor: 3_000,
      discountMinor: 500,
      taxMinor: 250,
      totalMinor: 2_750,
    });
    expect(changed.json().lines).toHaveLength(1);

    expect((await as(admin).del(url)).statusCode).toBe(200);
    expect((await as(admin).get(url)).statusCode).toBe(404);
    expect((await as(admin).del(url)).json().code).toBe('invoiceNotFound');
  });

  it('bills an e-commerce customer of the site only', async () => {
    const customers = (await as(admin).get('/api/invoices/customers')).json();
    expect(customers.length).toBeGreaterThan(0);
    const picked = customers[0];
    const res = await as(admin).post('/api/invoices', { ...input, customerId: picked.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().customerId).toBe(picked.id);
    const elsewhere = await as(admin, HOSTS.bestgame).post('/api/invoices', { ...input, customerId: picked.id });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('makes a PDF whose text holds the client, the lines and the total', async () => {
    const created = (await as(admin).post('/api/invoices', input)).json();
    const res = await as(admin).get(`/api/invoices/${created.number}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`invoice-${created.number}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(pdf);
    expect(text).toContain('Acme Sp. z o.o.');
    expect(text).toContain('Długa');
    expect(text).toContain('Design work, days');
    expect(text).toContain(formatMoney(43_049, 'USD', 'en'));
  });

  it('writes the PDF in the invoice’s language, Arabic right to left included', async () => {
    const created = (
      await as(admin).post('/api/invoices', { ...input, language: 'ar', currency: 'EUR', clientName: 'شركة النور' })
    ).json();
    const text = pdfToText((await as(admin).get(`/api/invoices/${created.number}/pdf`)).rawPayload);
    expect(text).toContain('430.49');
    // Arabic is shaped: the label's letters are there, as the font's joining forms map back to them.
    expect(text).toMatch(/[\u0600-\u06FF]/);
    const polish = (await as(admin).post('/api/invoices', { ...input, language: 'pl', currency: 'PLN' })).json();
    const plText = pdfToText((await as(admin).get(`/api/invoices/${polish.number}/pdf`)).rawPayload);
    expect(plText).toContain(`Faktura nr ${polish.number}`);
    // Intl separates "zł" with a no-break space; the PDF's text has it as a plain space.
    expect(plText).toContain(formatMoney(43_049, 'PLN', 'pl').replace(/\s/g, ' '));
  });

  it('writes a Chinese invoice in Chinese, its long Chinese note wrapped on the page', async () => {
    const note = '请在到期日前付款。'.repeat(30);
    const created = (
      await as(admin).post('/api/invoices', {
        ...input,
        language: 'cn',
        currency: 'CNY',
        clientName: '北京星光科技有限公司',
        notes: note,
      })
    ).json();
    const res = await as(admin).get(`/api/invoices/${created.number}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfToText(res.rawPayload);
    expect(text).toContain(`发票 #${created.number}`);
    expect(text).toContain('北京星光科技有限公司');
    expect(text).not.toContain('?');
    // 270 characters do not fit one line of the page: the note is drawn in several pieces, all there.
    expect(text.replace(/\s/g, '')).toContain(note);
    // Only the Chinese subsets the text needs are embedded, not the whole family.
    const fonts = res.rawPayload.toString('latin1').match(/\/FontFile2? /g) ?? [];
    expect(fonts.length).toBeLessThan(30);
  });

  it('e-mails the invoice with its PDF attached and marks a draft sent', async () => {
    const created = (await as(admin).post('/api/invoices', { ...input, dueDate: dayFromToday(30) })).json();
    const res = await as(admin).post(`/api/invoices/${created.number}/send`, { message: 'See you soon.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('sent');
    const { mail } = await lastMail(app, input.clientEmail);
    expect(mail?.subject).toContain(`#${created.number}`);
    expect(mail?.text).toContain('See you soon.');
    expect(mail?.text).toMatch(new RegExp(`invoice-${created.number}\\.pdf \\(application/pdf, \\d+ bytes\\)`));
  });

  it('records payments: partly paid, then paid', async () => {
    const created = (await as(admin).post('/api/invoices', { ...input, dueDate: dayFromToday(30) })).json();
    const url = `/api/invoices/${created.number}/payments`;
    const half = await as(admin).post(url, { amountMinor: 20_000, paidOn: '2026-03-05', method: 'card' });
    expect(half.statusCode, half.body).toBe(201);
    expect(half.json()).toMatchObject({ status: 'partial', paidMinor: 20_000 });
    const rest = await as(admin).post(url, { amountMinor: 23_049, paidOn: '2026-03-06' });
    expect(rest.json()).toMatchObject({ status: 'paid', paidMinor: 43_049 });
    expect(rest.json().payments).toHaveLength(2);
    expect((await as(admin).post(url, { amountMinor: 0, paidOn: '2026-03-06' })).statusCode).toBe(400);
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, created.id));
    expect(row?.paidMinor).toBe(43_049);
  });

  it('shows a sent or part-paid invoice past its due date as past due, filters and counts it', async () => {
    const statsBefore = (await as(admin).get('/api/invoices')).json().stats;
    const late = (
      await as(admin).post('/api/invoices', { ...input, issueDate: dayFromToday(-20), dueDate: dayFromToday(-1) })
    ).json();
    const onTime = (
      await as(admin).post('/api/invoices', { ...input, issueDate: dayFromToday(-20), dueDate: dayFromToday(0) })
    ).json();
    // A draft is not asked to be paid yet: it stays a draft after its due date.
    expect(late.status).toBe('draft');
    const send = (n: number) => as(admin).post(`/api/invoices/${n}/send`, {});
    expect((await send(late.number)).json().status).toBe('pastDue');
    // Due today is not past due yet.
    expect((await send(onTime.number)).json().status).toBe('sent');

    const pastDueRes = await as(admin).get('/api/invoices?status=pastDue&pageSize=100');
    expect(pastDueRes.statusCode, pastDueRes.body).toBe(200);
    const pastDue = pastDueRes.json();
    const numbers = pastDue.items.map((i: { number: number }) => i.number);
    expect(numbers).toContain(late.number);
    expect(numbers).not.toContain(onTime.number);
    expect(pastDue.items.every((i: { status: string }) => i.status === 'pastDue')).toBe(true);
    const sent = (await as(admin).get('/api/invoices?status=sent&pageSize=100')).json();
    expect(sent.items.map((i: { number: number }) => i.number)).toContain(onTime.number);
    expect(sent.items.map((i: { number: number }) => i.number)).not.toContain(late.number);

    const stats = (await as(admin).get('/api/invoices?status=paid')).json().stats;
    expect(stats.pastDue).toBe(statsBefore.pastDue + 1);
    expect(stats.sent).toBe(statsBefore.sent + 1);
    expect(stats.pastDue).toBe(pastDue.total);

    // Part-paid and late is still past due; paid in full is paid whatever the date.
    const url = `/api/invoices/${late.number}/payments`;
    expect((await as(admin).post(url, { amountMinor: 100, paidOn: dayFromToday(0) })).json().status).toBe('pastDue');
    const paid = await as(admin).post(url, { amountMinor: 42_949, paidOn: dayFromToday(0) });
    expect(paid.json()).toMatchObject({ status: 'paid', paidMinor: 43_049 });
  });

  it('deletes a payment recorded by mistake and counts the invoice again', async () => {
    const created = (await as(admin).post('/api/invoices', { ...input, dueDate: dayFromToday(30) })).json();
    await as(admin).post(`/api/invoices/${created.number}/send`, {});
    const url = `/api/invoices/${created.number}/payments`;
    await as(admin).post(url, { amountMinor: 20_000, paidOn: dayFromToday(0) });
    const full = (await as(admin).post(url, { amountMinor: 23_049, paidOn: dayFromToday(0) })).json();
    expect(full.status).toBe('paid');
    const mistake = full.payments.find((p: { amountMinor: number }) => p.amountMinor === 23_049);

    // A member may not; a payment of another invoice is not found; a bad id is refused.
    expect((await as(member).del(`${url}/${mistake.id}`)).statusCode).toBe(403);
    expect((await as(admin).del(`/api/invoices/5036/payments/${mistake.id}`)).statusCode).toBe(404);
    expect((await as(admin).del(`${url}/not-a-uuid`)).statusCode).toBe(400);

    const after = await as(admin).del(`${url}/${mistake.id}`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ status: 'partial', paidMinor: 20_000 });
    expect(after.json().payments).toHaveLength(1);
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, created.id));
    expect(row).toMatchObject({ status: 'partial', paidMinor: 20_000 });
    expect((await as(admin).del(`${url}/${mistake.id}`)).statusCode).toBe(404);

    // The last payment gone, a sent invoice is sent again.
    const last = after.json().payments[0];
    expect((await as(admin).del(`${url}/${last.id}`)).json()).toMatchObject({ status: 'sent', paidMinor: 0 });
  });

  it('refuses callers without the right: 401 signed out, 403 for a member', async () => {
    expect((await as(null).get('/api/invoices')).statusCode).toBe(401);
    expect((await as(member).get('/api/invoices')).statusCode).toBe(403);
    expect((await as(member).post('/api/invoices', input)).statusCode).toBe(403);
    expect((await as(member).get('/api/invoices/5036/pdf')).statusCode).toBe(403);
  });
});
