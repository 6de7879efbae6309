import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { conversations, users } from '../../db/schema';
import { ask, client as socketClient, collect, connected, listen, next } from '../../realtime/test-clients';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, flat, HOSTS } from '../../test/listings';

interface Chat {
  id: string;
  kind: 'listing' | 'direct';
  listing: { name: string } | null;
  person: { id: string; name: string; presence: string };
  unread: number;
}

describeDialects('the chat app (direct chats in the conversations store), on %s', (dialect) => {
  let app: App;
  let url: string;
  let anna: TestUser;
  let ben: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({
      dialect,
      env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chat-')), CONVERSATION_RATE_LIMIT: '6' },
    });
    url = await listen(app);
    [anna, ben, stranger, admin] = await Promise.all([
      registerUser(app, { name: 'Anna Chat' }),
      registerUser(app, { name: 'Ben Chat' }),
      registerUser(app, { name: 'Stan Stranger' }),
      registerAdmin(app),
    ]);
  });
  afterAll(async () => app?.close());

  const start = (user: TestUser, userId: string, host?: string) =>
    client(app, user, host).post('/api/chats', { userId });
  const list = async (user: TestUser) => {
    const res = await client(app, user).get('/api/chats');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Chat[]; unread: number; status: string };
  };
  const send = (user: TestUser, id: string, body: unknown) =>
    client(app, user).post(`/api/conversations/${id}/messages`, { body });

  it('starts one direct chat per pair of people and site, whoever starts it', async () => {
    const first = await start(anna, ben.id);
    expect(first.statusCode, first.body).toBe(200);
    const chat = first.json() as Chat;
    expect(chat).toMatchObject({ kind: 'direct', listing: null, person: { id: ben.id, name: 'Ben Chat' } });
    expect(((await start(anna, ben.id)).json() as Chat).id).toBe(chat.id);
    expect(((await start(ben, anna.id)).json() as Chat).id).toBe(chat.id);
    // Another site is another chat.
    const elsewhere = await start(anna, ben.id, HOSTS.bestgame);
    expect(elsewhere.statusCode).toBe(200);
    expect((elsewhere.json() as Chat).id).not.toBe(chat.id);
  });

  it('shows a direct chat in both lists once it has a message, with unread counts, and never in My messages', async () => {
    const { id } = (await start(anna, ben.id)).json() as Chat;
    expect((await list(ben)).items.map((c) => c.id)).not.toContain(id);
    expect((await send(anna, id, 'Hello Ben')).statusCode).toBe(201);
    expect((await send(anna, id, 'Are you there?')).statusCode).toBe(201);
    const bens = await list(ben);
    expect(bens.items.find((c) => c.id === id)).toMatchObject({ unread: 2, person: { id: anna.id } });
    expect(bens.unread).toBeGreaterThanOrEqual(2);
    expect((await list(anna)).items.find((c) => c.id === id)).toMatchObject({ unread: 0 });
    // My messages (listing conversations) neither lists nor counts it.
    const mine = (await client(app, ben).get('/api/conversations')).json() as { items: { id: string }[] };
    expect(mine.items.map((c) => c.id)).not.toContain(id);
    expect(((await client(app, ben).get('/api/conversations/unread')).json() as { count: number }).count).toBe(0);
    // Reading it clears the count.
    expect((await client(app, ben).post(`/api/conversations/${id}/read`)).statusCode).toBe(200);
    expect((await list(ben)).items.find((c) => c.id === id)?.unread).toBe(0);
  });

  it('only participants read a chat: strangers and other sites get 404, an admin reads along', async () => {
    const { id } = (await start(anna, ben.id)).json() as Chat;
    await send(ben, id, 'Private words');
    expect((await client(app, stranger).get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
    expect((await send(stranger, id, 'let me in')).statusCode).toBe(404);
    expect((await client(app, stranger).post(`/api/conversations/${id}/read`)).statusCode).toBe(404);
    expect((await client(app, anna, HOSTS.bestgame).get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
    expect((await list(stranger)).items.map((c) => c.id)).not.toContain(id);
    const history = await client(app, ben).get(`/api/conversations/${id}/messages`);
    expect(history.statusCode).toBe(200);
    expect((history.json() as { items: { body: string }[] }).items.map((m) => m.body)).toContain('Private words');
    // Administrators allowed to read messages read along, as for listing conversations.
    expect((await client(app, admin).get(`/api/conversations/${id}/messages`)).statusCode).toBe(200);
  });

  it('refuses a chat with oneself, with an unknown or suspended account, and bad bodies', async () => {
    const self = await start(anna, anna.id);
    expect(self.statusCode).toBe(400);
    expect(fieldCodes(self.json())).toEqual({ userId: 'chatWithSelf' });
    expect((await start(anna, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await client(app, anna).post('/api/chats', { userId: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect((await client(app, anna).post('/api/chats', { userId: ben.id, extra: 1 })).statusCode).toBe(400);
    const banned = await registerUser(app, { name: 'Gone Away' });
    await app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, banned.id));
    expect((await start(anna, banned.id)).statusCode).toBe(404);
    // Nothing was made for any of them.
    const made = await app.db.select().from(conversations).where(eq(conversations.buyerId, anna.id));
    expect(made.every((c) => c.buyerId !== c.sellerId)).toBe(true);
    expect((await client(app, null).post('/api/chats', { userId: ben.id })).statusCode).toBe(401);
  });

  it('counts new chats against the hourly conversation quota; finding one again is free', async () => {
    const talker = await registerUser(app, { name: 'Talker' });
    const others = await Promise.all(Array.from({ length: 7 }, (_, i) => registerUser(app, { name: `Other ${i}` })));
    const answers = [];
    for (const other of others) answers.push((await start(talker, other.id)).statusCode);
    expect(answers.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[6]).toBe(429);
    expect((await start(talker, others[0]!.id)).statusCode).toBe(200);
  });

  it('lists listing conversations too, with the listing name as context', async () => {
    const created = await client(app, ben).post('/api/listings', flat);
    const listingId = created.json().id as string;
    expect((await client(app, ben).post(`/api/listings/${listingId}/publish`)).statusCode).toBe(200);
    const talk = await client(app, anna).post('/api/conversations', { listingId });
    const conversationId = talk.json().id as string;
    await send(anna, conversationId, 'Is the flat free?');
    const bens = await list(ben);
    expect(bens.items.find((c) => c.id === conversationId)).toMatchObject({
      kind: 'listing',
      listing: { name: flat.name },
      person: { id: anna.id },
    });
  });

  it('keeps the chosen status, shows offline unless connected, and tells contacts live', async () => {
    const bad = await client(app, anna).put('/api/chats/status', { status: 'sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad.json())).toEqual({ status: 'invalidValue' });
    // Anna is not connected: Ben sees her offline whatever she picked.
    expect((await client(app, anna).put('/api/chats/status', { status: 'busy' })).statusCode).toBe(200);
    expect((await list(anna)).status).toBe('busy');
    expect((await list(ben)).items.find((c) => c.person.id === anna.id)?.person.presence).toBe('offline');
    const annaSocket = socketClient(url, anna.apiToken);
    const benSocket = socketClient(url, ben.apiToken);
    try {
      await Promise.all([connected(annaSocket), connected(benSocket)]);
      expect((await list(ben)).items.find((c) => c.person.id === anna.id)?.person.presence).toBe('busy');
      const told = next<{ userId: string; presence: string }>(benSocket, 'chat-presence');
      expect((await client(app, anna).put('/api/chats/status', { status: 'offline' })).statusCode).toBe(200);
      expect(await told).toEqual({ userId: anna.id, presence: 'offline' });
      expect((await list(ben)).items.find((c) => c.person.id === anna.id)?.person.presence).toBe('offline');
    } finally {
      annaSocket.disconnect();
      benSocket.disconnect();
      await client(app, anna).put('/api/chats/status', { status: 'online' });
    }
  });

  it('delivers a direct message live in the chatMessage envelope, and typing only to the other participant', async () => {
    // The sockets open on the default site (no Host of a known site): the chat is on that site too.
    const { id } = (await start(anna, ben.id, HOSTS.generic)).json() as Chat;
    const annaSocket = socketClient(url, anna.apiToken);
    const benSocket = socketClient(url, ben.apiToken);
    const strangerSocket = socketClient(url, stranger.apiToken);
    try {
      await Promise.all([connected(annaSocket), connected(benSocket), connected(strangerSocket)]);
      const strangerHeard = collect(strangerSocket, 'chat-typing');
      const envelope = next<{ room: string; data: string; wrapperId: string; from: string }>(benSocket, 'chatMessage');
      const res = await client(app, anna, HOSTS.generic).post(`/api/conversations/${id}/messages`, {
        body: 'Live hello',
      });
      const message = res.json() as { id: string };
      expect(await envelope).toMatchObject({ room: `room_${ben.id}`, wrapperId: message.id, from: anna.id });
      expect(JSON.parse((await envelope).data)).toMatchObject({ message: { body: 'Live hello', conversationId: id } });

      const typing = next(benSocket, 'chat-typing');
      expect(await ask(annaSocket, 'chat-typing', { conversationId: id })).toEqual({ ok: true });
      expect(await typing).toEqual({ conversationId: id, from: anna.id, name: 'Anna Chat' });
      expect(await ask(strangerSocket, 'chat-typing', { conversationId: id })).toEqual({
        ok: false,
        code: 'forbidden',
      });
      expect(await ask(annaSocket, 'chat-typing', { conversationId: 'nope' })).toEqual({
        ok: false,
        code: 'invalidInput',
      });
      expect(strangerHeard).toEqual([]);
    } finally {
      annaSocket.disconnect();
      benSocket.disconnect();
      strangerSocket.disconnect();
    }
  });
});
