import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { emailMessages, outbox } from '../../db/schema';
import { registerAdmin, registerUser, uniqueEmail, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { client, HOSTS } from '../../test/listings';
import { client as liveClient, connected, listen, next } from '../../realtime/test-clients';
import { EMAIL_NEW_MAIL_EVENT } from '../../../common/schemas/email';

/*
 * The e-mail app's API (issue #35): mail between users of the product delivered into inboxes,
 * other addresses through the mailer (the outbox here), the contact form reaching the admins'
 * inboxes, the owner alone reading and changing a mailbox, and bad payloads changing nothing.
 */

interface Summary {
  id: string;
  folder: string;
  fromAddress: string;
  subject: string;
  snippet: string;
  labels: string[];
  starred: boolean;
  read: boolean;
  hasAttachments: boolean;
}
interface Message extends Summary {
  to: string[];
  cc: string[];
  bcc: string[];
  html: string;
  attachments: { id: string; name: string; size: number }[];
}

describeDialects('e-mail app API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  const as = (who: TestUser | null) => client(app, who, HOSTS.naszdom);
  const patch = (who: TestUser, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: '/api/email/messages',
      headers: { host: HOSTS.naszdom, ...who.headers },
      payload,
    });
  const list = async (who: TestUser, query = 'box=inbox') =>
    (await as(who).get(`/api/email/messages?${query}`)).json() as { items: Summary[]; total: number };
  const counts = async (who: TestUser) =>
    (await as(who).get('/api/email/counts')).json() as {
      folders: Record<string, number>;
      starred: number;
      labels: Record<string, number>;
    };
  const send = async (who: TestUser, body: object) => {
    const res = await as(who).post('/api/email/messages', { send: true, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { message: Message; internal: number; external: number };
  };
  const rows = async () => Number((await app.db.select({ n: count() }).from(emailMessages))[0]!.n);
  const snapshot = async (ownerId: string) =>
    app.db.select().from(emailMessages).where(eq(emailMessages.ownerId, ownerId)).orderBy(emailMessages.id);

  beforeAll(async () => {
    app = await buildTestApp({ dialect, env: { CONTACT_RATE_LIMIT: '1000' } });
    [admin, member, stranger] = await Promise.all([registerAdmin(app), registerUser(app), registerUser(app)]);
  });
  afterAll(async () => app?.close());

  it("delivers to a user of the product into their inbox, keeps the sender's copy in sent, mails the rest", async () => {
    const outsider = uniqueEmail('outside');
    const secret = uniqueEmail('blind');
    const sent = await send(admin, {
      to: [member.email.toUpperCase()],
      cc: [outsider],
      bcc: [secret],
      subject: 'Quarterly plan',
      html: '<p>Hello <strong>team</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
    });
    expect(sent).toMatchObject({ internal: 1, external: 2 });
    expect(sent.message).toMatchObject({ folder: 'sent', read: true, bcc: [secret] });
    // Sanitized on the server: the script and the image are gone, the formatting stays.
    expect(sent.message.html).toBe('<p>Hello <strong>team</strong></p>');

    const inbox = await list(member);
    expect(inbox.total).toBe(1);
    const copy = inbox.items[0]!;
    expect(copy).toMatchObject({ folder: 'inbox', fromAddress: admin.email, subject: 'Quarterly plan', read: false });
    expect(copy.snippet).toBe('Hello team');
    expect((await counts(member)).folders.inbox).toBe(1);
    expect((await list(admin, 'box=sent')).items.map((m) => m.id)).toEqual([sent.message.id]);

    // The outside addresses went through the mailer; the blind copy is not shown to the recipient.
    for (const address of [outsider, secret]) {
      const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, address));
      expect(mail?.subject).toBe('Quarterly plan');
      expect(mail?.text).toContain('Hello team');
    }
    const opened = (await as(member).get(`/api/email/messages/${copy.id}`)).json() as Message;
    expect(opened).toMatchObject({ read: true, bcc: [], cc: [outsider], html: sent.message.html });
    expect((await counts(member)).folders.inbox).toBe(0);
  });

  it("answers 404 about another user's message to anyone else, admins too, and changes nothing", async () => {
    const { message } = await send(member, { to: [stranger.email], subject: 'Private note', html: '<p>Only us</p>' });
    const before = await snapshot(member.id);
    for (const other of [stranger, admin]) {
      const read = await as(other).get(`/api/email/messages/${message.id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ code: 'emailMessageNotFound', error: 'Not Found' });
      expect((await patch(other, { ids: [message.id], starred: true })).statusCode).toBe(404);
      expect((await as(other).post('/api/email/messages/delete', { ids: [message.id] })).statusCode).toBe(404);
      expect((await as(other).put(`/api/email/messages/${message.id}`, { subject: 'x' })).statusCode).toBe(404);
    }
    // One foreign id among the caller's own: nothing of either changes.
    const own = (await list(stranger)).items[0]!;
    expect((await patch(stranger, { ids: [own.id, message.id], read: false })).statusCode).toBe(404);
    expect((await list(stranger)).items[0]!.read).toBe(own.read);
    expect(await snapshot(member.id)).toEqual(before);
    expect((await as(null).get('/api/email/messages')).statusCode).toBe(401);
  });

  it('marks, stars, labels, moves, searches and pages the owner’s messages', async () => {
    for (let i = 1; i <= 5; i++)
      await send(admin, { to: [stranger.email], subject: `Invoice ${i}`, html: `<p>Amount due number ${i}</p>` });
    const page = await list(stranger, 'box=inbox&pageSize=2&page=2');
    expect(page.total).toBe(6);
    expect(page.items.map((m) => m.subject)).toEqual(['Invoice 3', 'Invoice 2']);
    const found = await list(stranger, 'box=inbox&q=due%20number%204');
    expect(found.items.map((m) => m.subject)).toEqual(['Invoice 4']);
    expect((await list(stranger, `box=inbox&q=${encodeURIComponent(member.email)}`)).items).toHaveLength(1);

    const [a, b] = (await list(stranger, 'box=inbox&q=Invoice')).items;
    expect(
      (await patch(stranger, { ids: [a!.id, b!.id], starred: true, addLabels: ['company', 'important'] })).json(),
    ).toEqual({
      count: 2,
    });
    await patch(stranger, { ids: [b!.id], removeLabels: ['important'], read: true });
    expect((await list(stranger, 'box=starred')).total).toBe(2);
    expect((await list(stranger, 'box=important')).items.map((m) => m.id)).toEqual([a!.id]);
    expect((await list(stranger, 'box=company')).items.find((m) => m.id === b!.id)?.labels).toEqual(['company']);
    const c = await counts(stranger);
    expect(c.labels).toMatchObject({ company: 1, important: 1 });
    expect(c.starred).toBe(1);

    await patch(stranger, { ids: [a!.id], folder: 'spam' });
    expect((await list(stranger, 'box=spam')).items.map((m) => m.id)).toEqual([a!.id]);
    // Spam and trash stay out of the starred and label views.
    expect((await list(stranger, 'box=important')).total).toBe(0);
  });

  it('deletes to the trash first, then for good', async () => {
    const { message } = await send(admin, { to: [member.email], subject: 'Old news', html: '<p>x</p>' });
    const copy = (await list(member, 'box=inbox&q=Old%20news')).items[0]!;
    expect((await as(member).post('/api/email/messages/delete', { ids: [copy.id] })).json()).toEqual({ count: 1 });
    expect((await list(member, 'box=trash')).items.map((m) => m.id)).toEqual([copy.id]);
    await as(member).post('/api/email/messages/delete', { ids: [copy.id] });
    expect((await list(member, 'box=trash')).total).toBe(0);
    expect((await as(member).get(`/api/email/messages/${copy.id}`)).statusCode).toBe(404);
    // The sender's copy is theirs and stays.
    expect((await as(admin).get(`/api/email/messages/${message.id}`)).statusCode).toBe(200);
  });

  it('saves a draft, saves it again, and sends it from the drafts', async () => {
    const saved = await as(member).post('/api/email/messages', { to: [admin.email], subject: 'Draft one' });
    expect(saved.statusCode).toBe(201);
    const id = (saved.json() as { message: Message }).message.id;
    expect((await counts(member)).folders.draft).toBe(1);
    const again = await as(member).put(`/api/email/messages/${id}`, {
      to: [admin.email],
      subject: 'Draft two',
      html: '<p>Ready</p>',
    });
    expect((again.json() as { message: Message }).message).toMatchObject({ folder: 'draft', subject: 'Draft two' });
    const sent = await as(member).put(`/api/email/messages/${id}`, {
      to: [admin.email],
      subject: 'Draft two',
      html: '<p>Ready</p>',
      send: true,
    });
    expect(sent.json()).toMatchObject({ message: { id, folder: 'sent' }, internal: 1, external: 0 });
    expect((await counts(member)).folders.draft).toBe(0);
    expect((await list(admin, 'box=inbox&q=Draft%20two')).total).toBe(1);
    // A sent message is no draft to save again.
    expect((await as(member).put(`/api/email/messages/${id}`, { subject: 'Late' })).statusCode).toBe(409);
  });

  it('refuses bad payloads with field errors, and nothing changes', async () => {
    const before = await rows();
    const bad = [
      { send: true, to: ['not-an-address'], subject: 'x' },
      { send: true, to: [], subject: 'Nobody' },
      { send: true, to: [member.email], subject: 'x'.repeat(201) },
      { send: true, to: [member.email], attachmentIds: ['nope'] },
      { send: true, to: Array.from({ length: 51 }, (_, i) => `p${i}@example.test`) },
    ];
    const codes = [];
    for (const body of bad) {
      const res = await as(admin).post('/api/email/messages', body);
      expect(res.statusCode, res.body).toBe(400);
      codes.push(Object.values((res.json() as { fields: Record<string, { code: string }> }).fields)[0]!.code);
    }
    expect(codes.slice(0, 3)).toEqual(['emailInvalid', 'emailRecipientsRequired', 'emailSubjectTooLong']);
    expect(codes[4]).toBe('emailTooManyRecipients');
    const mine = (await list(admin, 'box=sent')).items[0]!;
    expect((await patch(admin, { ids: [mine.id] })).statusCode).toBe(400);
    expect((await patch(admin, { ids: [mine.id], folder: 'draft' })).statusCode).toBe(400);
    expect((await patch(admin, { ids: [], read: true })).statusCode).toBe(400);
    expect((await as(admin).get('/api/email/messages?box=everything')).statusCode).toBe(400);
    expect((await as(admin).get('/api/email/messages/not-a-uuid')).statusCode).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('attaches an uploaded file: each recipient gets their own copy, nobody else reads it', async () => {
    const upload = await as(member).upload(
      '/api/email/attachments',
      Buffer.from('hello file'),
      'notes.txt',
      'text/plain',
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json() as { id: string; size: number };
    expect(file.size).toBe(10);
    // A stranger may not send the member's upload.
    expect(
      (await as(stranger).post('/api/email/messages', { to: [admin.email], attachmentIds: [file.id], send: true }))
        .statusCode,
    ).toBe(404);
    await send(member, { to: [admin.email], subject: 'With a file', attachmentIds: [file.id] });
    const copy = (await list(admin, 'box=inbox&q=With%20a%20file')).items[0]!;
    expect(copy.hasAttachments).toBe(true);
    const full = (await as(admin).get(`/api/email/messages/${copy.id}`)).json() as Message;
    const theirs = full.attachments[0]!;
    expect(theirs).toMatchObject({ name: 'notes.txt', size: 10 });
    const download = await as(admin).get(`/api/email/attachments/${theirs.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('hello file');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await as(stranger).get(`/api/email/attachments/${theirs.id}`)).statusCode).toBe(404);
  });

  it("puts a site contact request into every admin's inbox", async () => {
    const otherAdmin = await registerAdmin(app);
    const res = await as(null).post('/api/contact', {
      name: 'Visitor Vera',
      email: 'vera@example.test',
      message: 'Do you ship to Gdańsk?\n\nThanks <b>a lot</b>',
    });
    expect(res.statusCode).toBe(201);
    for (const who of [admin, otherAdmin]) {
      const found = (await list(who, 'box=inbox&q=vera%40example.test')).items;
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ fromAddress: 'vera@example.test', read: false, labels: ['company'] });
      const full = (await as(who).get(`/api/email/messages/${found[0]!.id}`)).json() as Message;
      expect(full.html).toBe('<p>Do you ship to Gdańsk?</p><p>Thanks &lt;b&gt;a lot&lt;/b&gt;</p>');
    }
    const [members] = await app.db
      .select({ n: count() })
      .from(emailMessages)
      .where(and(eq(emailMessages.ownerId, member.id), eq(emailMessages.fromAddress, 'vera@example.test')));
    expect(Number(members!.n)).toBe(0);
  });

  it('tells a recipient live on their personal channel that mail arrived', async () => {
    const url = await listen(app);
    const socket = liveClient(url, member.apiToken);
    try {
      await connected(socket);
      const arrived = next(socket, EMAIL_NEW_MAIL_EVENT);
      await send(admin, { to: [member.email], subject: 'Live delivery', html: '<p>Now</p>' });
      await expect(arrived).resolves.toEqual({});
    } finally {
      socket.close();
    }
  });
});
