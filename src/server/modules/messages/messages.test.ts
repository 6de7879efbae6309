import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { conversationMessages, conversations, outbox } from '../../db/schema';
import { client as socketClient, connected, listen, next } from '../../realtime/test-clients';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { buildTestApp } from '../../test/build-test-app';
import { client, flat, HOSTS } from '../../test/listings';
import { pictureIn } from '../../media/test-images';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describeDialects('conversations about listings, on %s', (dialect) => {
  let app: App;
  let url: string;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let listingId: string;

  beforeAll(async () => {
    app = await buildTestApp({
      dialect,
      env: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'messages-')),
        MESSAGE_RATE_LIMIT: '40',
        CONVERSATION_RATE_LIMIT: '15',
      },
    });
    url = await listen(app);
    [seller, buyer, stranger, admin] = await Promise.all([
      registerUser(app, { name: 'Sally Seller' }),
      registerUser(app, { name: 'Bob Buyer' }),
      registerUser(app, { name: 'Stan Stranger' }),
      registerAdmin(app),
    ]);
    listingId = await publishedListing(seller);
  });
  afterAll(async () => app?.close());

  async function publishedListing(owner: TestUser, host: string = HOSTS.naszdom): Promise<string> {
    const created = await client(app, owner, host).post('/api/listings', flat);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await client(app, owner, host).post(`/api/listings/${id}/publish`)).statusCode).toBe(200);
    return id;
  }

  async function start(user: TestUser, id = listingId) {
    const res = await client(app, user).post('/api/conversations', { listingId: id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      id: string;
      other: { id: string; name: string };
      unread: number;
      listing: { id: string; name: string };
    };
  }

  const send = (user: TestUser, conversationId: string, body: unknown) =>
    client(app, user).post(`/api/conversations/${conversationId}/messages`, { body });

  const stored = async (conversationId: string) =>
    (
      await app.db
        .select({ n: count() })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
    )[0]!.n;

  it("starts one conversation per listing and buyer, with the listing's owner on the other side", async () => {
    const first = await start(buyer);
    expect(first.other).toEqual({ id: seller.id, name: 'Sally Seller' });
    expect(first.listing).toMatchObject({ id: listingId, name: flat.name });
    expect((await start(buyer)).id).toBe(first.id);
    // Once it has a message, the seller sees the same conversation, with the buyer on the other side.
    expect((await send(buyer, first.id, 'Hello')).statusCode).toBe(201);
    const sellers = (await client(app, seller).get('/api/conversations')).json().items as {
      id: string;
      other: { id: string };
    }[];
    expect(sellers.find((c) => c.id === first.id)?.other.id).toBe(buyer.id);
  });

  it("shows the listing's picture in the list while it is published, and none once it is taken down", async () => {
    const id = await publishedListing(seller);
    const uploaded = await client(app, seller).upload(`/api/listings/${id}/images`, await pictureIn.jpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const conversation = await start(buyer, id);
    const thumbOf = async () =>
      (
        (await client(app, buyer).get('/api/conversations')).json().items as {
          id: string;
          listing: { thumb: string | null };
        }[]
      ).find((c) => c.id === conversation.id)?.listing.thumb;
    const thumb = await thumbOf();
    expect(thumb).toMatch(/^\/api\/listing-images\//);
    expect((await client(app, buyer).get(thumb!)).statusCode).toBe(200);
    expect((await client(app, seller).post(`/api/listings/${id}/unpublish`)).statusCode).toBe(200);
    // Archived: its pictures are the owner's again, so the list names none rather than a 404.
    expect((await client(app, buyer).get(thumb!)).statusCode).toBe(404);
    expect(await thumbOf()).toBeNull();
  });

  it('refuses a conversation with oneself, about a draft, about another site, or without signing in', async () => {
    const own = await client(app, seller).post('/api/conversations', { listingId });
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('conversationWithSelf');

    const draft = (await client(app, seller).post('/api/listings', flat)).json().id as string;
    expect((await client(app, buyer).post('/api/conversations', { listingId: draft })).statusCode).toBe(404);

    const elsewhere = await publishedListing(seller, HOSTS.bestgame);
    expect((await client(app, buyer).post('/api/conversations', { listingId: elsewhere })).statusCode).toBe(404);
    expect((await client(app, null).post('/api/conversations', { listingId })).statusCode).toBe(401);
    expect((await client(app, buyer).post('/api/conversations', { listingId: 'nope' })).statusCode).toBe(400);
  });

  it('lets the two participants and an admin read; a stranger learns nothing and changes nothing', async () => {
    const conversation = await start(buyer);
    expect((await send(buyer, conversation.id, 'Is it still free?')).statusCode).toBe(201);
    const before = await stored(conversation.id);

    const historyOf = (user: TestUser | null) =>
      client(app, user).get(`/api/conversations/${conversation.id}/messages`);
    for (const user of [buyer, seller, admin]) {
      const res = await historyOf(user);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.at(-1)).toMatchObject({
        body: 'Is it still free?',
        sender: { id: buyer.id, name: 'Bob Buyer' },
      });
    }
    expect((await historyOf(stranger)).statusCode).toBe(404);
    expect((await send(stranger, conversation.id, 'Let me in')).statusCode).toBe(404);
    expect((await client(app, stranger).post(`/api/conversations/${conversation.id}/read`)).statusCode).toBe(404);
    expect((await historyOf(null)).statusCode).toBe(401);
    // Another site's host does not find it either.
    expect(
      (await client(app, buyer, HOSTS.bestgame).get(`/api/conversations/${conversation.id}/messages`)).statusCode,
    ).toBe(404);
    expect((await client(app, stranger).get('/api/conversations')).json().items).toEqual([]);
    expect(await stored(conversation.id)).toBe(before);
  });

  it('refuses empty, blank, too long and malformed messages with field errors, and stores none of them', async () => {
    const conversation = await start(buyer);
    const before = await stored(conversation.id);
    for (const [body, code] of [
      ['', 'messageRequired'],
      ['   \n ', 'messageRequired'],
      ['x'.repeat(5001), 'messageTooLong'],
      [42, 'messageRequired'],
    ] as const) {
      const res = await send(buyer, conversation.id, body);
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res.json())).toEqual({ body: code });
    }
    const extra = await client(app, buyer).post(`/api/conversations/${conversation.id}/messages`, {
      body: 'hi',
      senderId: seller.id,
    });
    expect(extra.statusCode).toBe(400);
    expect(await stored(conversation.id)).toBe(before);
    // The longest allowed message goes through, as typed (markup is text, never HTML).
    const longest = await send(buyer, conversation.id, `<b>${'y'.repeat(4993)}</b>`);
    expect(longest.statusCode).toBe(201);
    expect(longest.json().body.startsWith('<b>')).toBe(true);
  });

  it("counts the other side's messages as unread until they are read", async () => {
    const listing = await publishedListing(seller);
    const conversation = await start(buyer, listing);
    const unread = async (user: TestUser) =>
      (await client(app, user).get('/api/conversations/unread')).json().count as number;
    const sellerBefore = await unread(seller);
    await send(buyer, conversation.id, 'Hello');
    await send(buyer, conversation.id, 'Are you there?');
    expect(await unread(seller)).toBe(sellerBefore + 2);
    const listed = (await client(app, seller).get('/api/conversations')).json().items as {
      id: string;
      unread: number;
      lastMessage: { body: string };
    }[];
    expect(listed[0]).toMatchObject({ id: conversation.id, unread: 2, lastMessage: { body: 'Are you there?' } });
    // One's own messages are never unread for oneself.
    expect((await client(app, buyer).get('/api/conversations')).json().items[0]).toMatchObject({
      id: conversation.id,
      unread: 0,
    });

    const read = await client(app, seller).post(`/api/conversations/${conversation.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().unread).toBe(0);
    expect(await unread(seller)).toBe(sellerBefore);
  });

  it('pages history backwards, oldest first within a page', async () => {
    const listing = await publishedListing(seller);
    const conversation = await start(buyer, listing);
    for (let i = 1; i <= 33; i++)
      expect((await send(i % 2 ? buyer : seller, conversation.id, `message ${i}`)).statusCode).toBe(201);
    const latest = (await client(app, buyer).get(`/api/conversations/${conversation.id}/messages`)).json();
    expect(latest.hasMore).toBe(true);
    expect(latest.items.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 30 }, (_, i) => `message ${i + 4}`),
    );
    const older = (
      await client(app, buyer).get(`/api/conversations/${conversation.id}/messages?before=${latest.items[0].id}`)
    ).json();
    expect(older).toMatchObject({
      hasMore: false,
      items: [{ body: 'message 1' }, { body: 'message 2' }, { body: 'message 3' }],
    });
    // A cursor from another conversation is refused, not silently ignored.
    const other = await start(stranger, listing);
    const foreign = await client(app, stranger).get(
      `/api/conversations/${other.id}/messages?before=${latest.items[0].id}`,
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('delivers a message live to the other side, and mails someone away at most once an hour', async () => {
    const listing = await publishedListing(seller);
    const conversation = await start(buyer, listing);
    // The seller is online: live delivery, no mail.
    const socket = socketClient(url, seller.apiToken);
    await connected(socket);
    const arrives = next<{ message: { body: string; conversationId: string } }>(socket, 'conversation-message');
    expect((await send(buyer, conversation.id, 'Live hello')).statusCode).toBe(201);
    expect((await arrives).message).toMatchObject({ body: 'Live hello', conversationId: conversation.id });
    socket.disconnect();

    // The buyer is away: one mail with a link to the conversation, however many replies follow.
    const mailsTo = async (to: string) =>
      (await app.db.select().from(outbox).where(eq(outbox.to, to))).filter((m) => m.text.includes(conversation.id));
    expect((await send(seller, conversation.id, 'Yes, come tomorrow')).statusCode).toBe(201);
    await expect.poll(async () => (await mailsTo(buyer.email)).length).toBe(1);
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toContain('Sally Seller');
    expect(mail!.text).toContain(`/my-messages?c=${conversation.id}`);
    expect(mail!.text).toContain(flat.name);
    const mailedAt = async () =>
      (
        await app.db
          .select({ at: conversations.buyerMailedAt })
          .from(conversations)
          .where(eq(conversations.id, conversation.id))
      )[0]!.at;
    const firstNotice = await mailedAt();
    expect(firstNotice).not.toBeNull();
    // The decision to mail is made before the answer: a second reply within the hour claims nothing.
    expect((await send(seller, conversation.id, 'At ten?')).statusCode).toBe(201);
    expect(await mailedAt()).toEqual(firstNotice);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });

  it('sends no mail to someone who turned message e-mails off', async () => {
    const quiet = await registerUser(app, { name: 'Quiet Buyer' });
    const prefs = {
      messages: { email: false, browser: true },
      calls: { email: false, browser: true },
      listings: { email: true, browser: false },
      security: { email: true, browser: true },
    };
    expect((await client(app, quiet).put('/api/account/notifications', prefs)).statusCode).toBe(200);
    const conversation = await start(quiet);
    await send(quiet, conversation.id, 'Hi');
    expect((await send(seller, conversation.id, 'Hello, quiet one')).statusCode).toBe(201);
    // The decision is made before the answer, and here it is "no": nothing is claimed or sent.
    const [row] = await app.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row!.buyerMailedAt).toBeNull();
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, quiet.email));
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your e-mail address on application']);
  });

  it('slows down a member who posts too fast', async () => {
    const listing = await publishedListing(seller);
    const flooder = await registerUser(app);
    const conversation = await start(flooder, listing);
    const statuses: number[] = [];
    for (let i = 0; i < 42; i++) statuses.push((await send(flooder, conversation.id, `spam ${i}`)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(40);
    const refused = await send(flooder, conversation.id, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('messagesTooFast');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(conversation.id)).toBe(40);
  });

  /** A member who also holds a custom role with the one permission `read Message` (anyone's). */
  async function readerOfMessages(): Promise<TestUser> {
    const admins = client(app, admin);
    const made = await admins.post('/api/admin/permissions', {
      action: 'read',
      subject: 'Message',
      description: 'Read all messages',
    });
    const permissionId =
      made.statusCode === 201
        ? (made.json().id as string)
        : (
            (await admins.get('/api/admin/permissions')).json() as {
              id: string;
              action: string;
              subject: string;
              own: boolean;
            }[]
          ).find((p) => p.action === 'read' && p.subject === 'Message' && !p.own)!.id;
    const name = `reader-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    expect((await admins.post('/api/admin/roles', { name, permissionIds: [permissionId] })).statusCode).toBe(201);
    const user = await registerUser(app, { name: 'Rita Reader' });
    const assigned = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: { host: HOSTS.naszdom, ...admin.headers },
      payload: { roles: ['member', name] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    return user;
  }

  it("lets a role with read Message read other people's conversations but not post into them; participants still post", async () => {
    const reader = await readerOfMessages();
    const conversation = await start(buyer, await publishedListing(seller));
    expect((await send(buyer, conversation.id, 'Hello from the buyer')).statusCode).toBe(201);
    const history = await client(app, reader).get(`/api/conversations/${conversation.id}/messages`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items.map((m: { body: string }) => m.body)).toEqual(['Hello from the buyer']);

    const posted = await send(reader, conversation.id, 'I am not part of this');
    expect(posted.statusCode).toBe(403);
    expect(posted.json().code).toBe('forbidden');
    expect(await stored(conversation.id)).toBe(1);
    // Both participants still post; the administrator's "manage all" still covers moderation.
    expect((await send(seller, conversation.id, 'Hello from the seller')).statusCode).toBe(201);
    expect((await send(admin, conversation.id, 'Moderator here')).statusCode).toBe(201);
    expect(await stored(conversation.id)).toBe(3);
  });

  it('shows a conversation to the seller only with its first message; the buyer who started it sees it at once', async () => {
    const listing = await publishedListing(seller);
    const conversation = await start(buyer, listing);
    const idsOf = async (user: TestUser) =>
      ((await client(app, user).get('/api/conversations')).json().items as { id: string }[]).map((c) => c.id);
    expect(await idsOf(buyer)).toContain(conversation.id);
    expect(await idsOf(seller)).not.toContain(conversation.id);
    // The web app opens the new conversation: its (empty) history reads fine for the buyer.
    const empty = await client(app, buyer).get(`/api/conversations/${conversation.id}/messages`);
    expect(empty.json()).toEqual({ items: [], hasMore: false });

    expect((await send(buyer, conversation.id, 'First words')).statusCode).toBe(201);
    expect(await idsOf(seller)).toContain(conversation.id);
  });

  it('limits how many new conversations a member starts; finding one again costs nothing', async () => {
    const starter = await registerUser(app);
    const listingsToAsk = await Promise.all(Array.from({ length: 16 }, () => publishedListing(seller)));
    const first = await start(starter, listingsToAsk[0]);
    for (const id of listingsToAsk.slice(1, 15)) await start(starter, id);
    // Reopening an existing one is not a new conversation: any number of times.
    for (let i = 0; i < 5; i++) expect((await start(starter, listingsToAsk[0])).id).toBe(first.id);

    const refused = await client(app, starter).post('/api/conversations', { listingId: listingsToAsk[15] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('conversationsTooFast');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await app.db.select({ n: count() }).from(conversations).where(eq(conversations.buyerId, starter.id));
    expect(rows[0]!.n).toBe(15);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;
describe.skipIf(!REDIS_URL)('new conversations limited on the Redis counters', () => {
  const prefix = `test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'messages-redis-')),
        CONVERSATION_RATE_LIMIT: '2',
        REDIS_URL: REDIS_URL!,
        REDIS_KEY_PREFIX: prefix,
      },
    });
  });
  afterAll(async () => {
    const keys = (await app?.redis?.keys(`${prefix}*`)) ?? [];
    if (keys.length) await app.redis!.del(keys);
    await app?.close();
  });

  it('answers 429 past the limit, still finding the conversations already started', async () => {
    const [seller, buyer] = await Promise.all([registerUser(app), registerUser(app)]);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await client(app, seller).post('/api/listings', flat);
      ids.push(created.json().id as string);
      expect((await client(app, seller).post(`/api/listings/${ids[i]}/publish`)).statusCode).toBe(200);
    }
    const start = (listingId: string) => client(app, buyer).post('/api/conversations', { listingId });
    expect((await start(ids[0]!)).statusCode).toBe(200);
    expect((await start(ids[1]!)).statusCode).toBe(200);
    expect((await start(ids[0]!)).statusCode).toBe(200);
    const refused = await start(ids[2]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('conversationsTooFast');
    expect(await app.redis!.exists(`${prefix}limit:conversation:${buyer.id}`)).toBe(1);
  });
});
