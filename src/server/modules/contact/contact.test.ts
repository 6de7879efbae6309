import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { contactMessages, outbox } from '../../db/schema';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { buildTestApp } from '../../test/build-test-app';
import { client, HOSTS } from '../../test/listings';

let ipCounter = 0;
/** Each test sends from its own address, so one test's tries never count against another's. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describeDialects('the contact form and its inbox, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({
      dialect,
      env: {
        CONTACT_RATE_LIMIT: '3',
        CONTACT_EMAIL: 'team@example.test',
        CONTACT_EMAILS: JSON.stringify({ naszdom: 'biuro@naszdom.test' }),
      },
    });
    [admin, member] = await Promise.all([registerAdmin(app), registerUser(app, { name: 'Mia Member' })]);
  });
  afterAll(async () => app?.close());

  const send = (payload: unknown, opts: { ip?: string; host?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: opts.ip ?? freshIp(),
      headers: { host: opts.host ?? HOSTS.naszdom },
      payload: payload as object,
    });

  const storedFrom = async (email: string) =>
    (await app.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, email)))[0]!.n;

  const mailsTo = (to: string, containing: string) =>
    app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .then((rows) => rows.filter((m) => m.text.includes(containing)));

  const tag = () => Math.random().toString(36).slice(2, 8);

  it("keeps a visitor's message with its site and mails it to the site's own address", async () => {
    const email = `ola-${tag()}@example.test`;
    const res = await send({ name: 'Ola Nowak', email, message: 'Czy mieszkanie jest jeszcze dostępne?\nPozdrawiam' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row).toMatchObject({
      site: 'naszdom',
      name: 'Ola Nowak',
      body: 'Czy mieszkanie jest jeszcze dostępne?\nPozdrawiam',
      readAt: null,
    });
    // Mailed after the answer (a slow mail server must not hold the visitor up), in the site's language.
    await expect.poll(async () => (await mailsTo('biuro@naszdom.test', email)).length).toBe(1);
    const [mail] = await mailsTo('biuro@naszdom.test', email);
    expect(mail!.subject).toContain('Ola Nowak');
    expect(mail!.text).toContain('Czy mieszkanie jest jeszcze dostępne?');
    expect(mail!.text).toContain('/apps/contact-messages');
  });

  it("a site without its own address mails the deployment's", async () => {
    const email = `gamer-${tag()}@example.test`;
    const res = await send({ name: 'Gus', email, message: 'Do you ship cartridges abroad?' }, { host: HOSTS.bestgame });
    expect(res.statusCode, res.body).toBe(201);
    await expect.poll(async () => (await mailsTo('team@example.test', email)).length).toBe(1);
  });

  it('refuses what is missing or wrong, field by field, and keeps nothing', async () => {
    const email = `bad-${tag()}@example.test`;
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(fieldCodes(empty.json())).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      message: 'contactMessageTooShort',
    });

    const wrong = await send({ name: '  ', email: 'not-an-address', message: 'too short' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldCodes(wrong.json())).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      message: 'contactMessageTooShort',
    });

    const long = await send({ name: 'Long', email, message: 'x'.repeat(5001) });
    expect(fieldCodes(long.json())).toEqual({ message: 'contactMessageTooLong' });

    // Ten characters after trimming is the least; spaces do not count.
    const padded = await send({ name: 'Pad', email, message: `   ${'a'.repeat(9)}   ` });
    expect(fieldCodes(padded.json())).toEqual({ message: 'contactMessageTooShort' });

    const extra = await send({ name: 'Eve', email, message: 'A perfectly fine message.', site: 'bestgame' });
    expect(extra.statusCode).toBe(400);
    expect(await storedFrom(email)).toBe(0);
  });

  it('thanks a robot that filled the honeypot the same way, and keeps and mails nothing', async () => {
    const email = `bot-${tag()}@example.test`;
    const res = await send({
      name: 'Cheap pills',
      email,
      message: 'Buy now at a great price!!!',
      website: 'https://spam.example',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await storedFrom(email)).toBe(0);
    // The next message from a person is mailed; the robot's never was.
    const person = `person-${tag()}@example.test`;
    expect((await send({ name: 'Real Person', email: person, message: 'A real question here.' })).statusCode).toBe(201);
    await expect.poll(async () => (await mailsTo('biuro@naszdom.test', person)).length).toBe(1);
    expect(await mailsTo('biuro@naszdom.test', email)).toHaveLength(0);
  });

  it('lets one address send a few an hour, then answers 429 with Retry-After; another address is not held up', async () => {
    const ip = freshIp();
    const email = `flood-${tag()}@example.test`;
    for (let i = 0; i < 3; i += 1) {
      expect((await send({ name: 'Flo', email, message: `Message number ${i} here.` }, { ip })).statusCode).toBe(201);
    }
    const refused = await send({ name: 'Flo', email, message: 'Message number 3 here.' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('contactTooMany');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await storedFrom(email)).toBe(3);
    // Robots are counted too: the honeypot does not open a way around the limit.
    expect((await send({ name: 'Flo', email, message: 'Message from a bot.', website: 'x' }, { ip })).statusCode).toBe(
      429,
    );
    expect((await send({ name: 'Flo', email, message: 'From somewhere else.' })).statusCode).toBe(201);
  });

  it("shows a site's administrators that site's messages only, newest first, and counts the new ones", async () => {
    const email = `inbox-${tag()}@example.test`;
    await send({ name: 'First Sender', email, message: 'The first of two messages.' });
    await send({ name: 'Second Sender', email, message: 'The second of two messages.' });
    await send({ name: 'Elsewhere', email, message: 'Sent on another site.' }, { host: HOSTS.bestgame });

    const inbox = await client(app, admin).get('/api/admin/contact-messages');
    expect(inbox.statusCode, inbox.body).toBe(200);
    const body = inbox.json() as {
      items: { id: string; name: string; email: string; readAt: string | null }[];
      total: number;
      unread: number;
    };
    const mine = body.items.filter((m) => m.email === email);
    expect(mine.map((m) => m.name)).toEqual(['Second Sender', 'First Sender']);
    expect(body.items.some((m) => m.name === 'Elsewhere')).toBe(false);
    const onSite = (
      await app.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.site, 'naszdom'))
    )[0]!.n;
    expect(body.total).toBe(onSite);

    // Opening one marks it read; the count of new ones drops by one; opening again keeps the first time.
    const read = await client(app, admin).post(`/api/admin/contact-messages/${mine[1]!.id}/read`);
    expect(read.statusCode).toBe(200);
    const firstRead = read.json().readAt as string;
    expect(firstRead).not.toBeNull();
    const after = (await client(app, admin).get('/api/admin/contact-messages')).json() as { unread: number };
    expect(after.unread).toBe(body.unread - 1);
    expect((await client(app, admin).post(`/api/admin/contact-messages/${mine[1]!.id}/read`)).json().readAt).toBe(
      firstRead,
    );
  });

  it('keeps the inbox from members, visitors and other sites', async () => {
    const email = `guarded-${tag()}@example.test`;
    await send({ name: 'Guarded', email, message: 'Only for the team of this site.' });
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    const id = row!.id;

    expect((await client(app, null).get('/api/admin/contact-messages')).statusCode).toBe(401);
    expect((await client(app, member).get('/api/admin/contact-messages')).statusCode).toBe(403);
    expect((await client(app, member).post(`/api/admin/contact-messages/${id}/read`)).statusCode).toBe(403);
    expect((await client(app, member).del(`/api/admin/contact-messages/${id}`)).statusCode).toBe(403);
    // Another site's address does not reach this site's message, even for an administrator.
    const elsewhere = client(app, admin, HOSTS.bestgame);
    expect((await elsewhere.post(`/api/admin/contact-messages/${id}/read`)).statusCode).toBe(404);
    expect((await elsewhere.del(`/api/admin/contact-messages/${id}`)).statusCode).toBe(404);
    const [still] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(still!.readAt).toBeNull();

    expect((await client(app, admin).get('/api/admin/contact-messages?page=0')).statusCode).toBe(400);
    expect((await client(app, admin).get('/api/admin/contact-messages?page=abc')).statusCode).toBe(400);
    expect((await client(app, admin).post('/api/admin/contact-messages/not-an-id/read')).statusCode).toBe(400);
  });

  it('deletes a message for good', async () => {
    const email = `gone-${tag()}@example.test`;
    await send({ name: 'Gone Soon', email, message: 'Please delete me afterwards.' });
    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.email, email), eq(contactMessages.site, 'naszdom')));
    const res = await client(app, admin).del(`/api/admin/contact-messages/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(await storedFrom(email)).toBe(0);
    expect((await client(app, admin).del(`/api/admin/contact-messages/${row!.id}`)).statusCode).toBe(404);
  });
});
