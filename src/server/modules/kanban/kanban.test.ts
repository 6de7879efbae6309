import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { boardRoom, KANBAN_EVENT, type KanbanBoard } from '../../../common/schemas/kanban';
import type { App } from '../../app';
import { seedKanbanBoard } from '../../db/seed/demo-kanban';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { pictureIn } from '../../media/test-images';
import { buildTestApp } from '../../test/build-test-app';
import { multipartBody } from '../../test/listings';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { ask, client as socketClient, connected, listen, next } from '../../realtime/test-clients';

/*
 * The Kanban API: only a board's members read or change it (a stranger and an admin hear 404,
 * a member 403 for what is the owner's), bad payloads change nothing, order holds after moves,
 * and the board's live room carries changes to its members only.
 */

describeDialects('Kanban API, on %s', (dialect) => {
  let app: App;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let dataDir: string;

  const req = (who: TestUser | null, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url: `/api/kanban${url}`,
      headers: who ? who.headers : {},
      ...(payload ? { payload } : {}),
    });
  const board = async (who: TestUser, id: string) => (await req(who, 'GET', `/boards/${id}`)).json() as KanbanBoard;
  const order = (b: KanbanBoard, columnId: string) =>
    b.cards.filter((c) => c.columnId === columnId).map((c) => c.title);

  /** A board of the owner with the member on it, columns A and B, cards 1..3 in A. */
  async function fixture() {
    const made = await req(owner, 'POST', '/boards', { name: 'Team', columns: ['A', 'B'] });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as string;
    expect((await req(owner, 'POST', `/boards/${id}/members`, { userId: member.id })).statusCode).toBe(200);
    const b = await board(owner, id);
    const [a, bCol] = b.columns;
    const cards: string[] = [];
    for (const title of ['1', '2', '3']) {
      const res = await req(member, 'POST', `/boards/${id}/cards`, { columnId: a!.id, title });
      expect(res.statusCode).toBe(201);
      cards.push(res.json().id);
    }
    return { id, a: a!.id, b: bCol!.id, cards };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kanban-'));
    app = await buildTestApp({ dialect, env: { DATA_DIR: dataDir } });
    [owner, member, stranger, admin] = await Promise.all([
      registerUser(app, { name: 'Olga Owner' }),
      registerUser(app, { name: 'Marek Member' }),
      registerUser(app, { name: 'Stan Stranger' }),
      registerAdmin(app),
    ]);
  });
  afterAll(async () => app?.close());

  it('lists only the boards one is a member of, and hides the others behind 404', async () => {
    const { id, a, cards } = await fixture();
    expect((await req(owner, 'GET', '/boards')).json().items.map((b: { id: string }) => b.id)).toContain(id);
    expect((await req(member, 'GET', '/boards')).json().items.map((b: { id: string }) => b.id)).toContain(id);
    expect((await req(stranger, 'GET', '/boards')).json().items.map((b: { id: string }) => b.id)).not.toContain(id);
    expect((await req(null, 'GET', `/boards/${id}`)).statusCode).toBe(401);
    for (const who of [stranger, admin]) {
      const calls: [string, string, object?][] = [
        ['GET', `/boards/${id}`],
        ['PATCH', `/boards/${id}`, { name: 'Mine now' }],
        ['DELETE', `/boards/${id}`],
        ['POST', `/boards/${id}/cards`, { columnId: a, title: 'Sneaky' }],
        ['PATCH', `/boards/${id}/cards/${cards[0]}`, { title: 'Sneaky' }],
        ['POST', `/boards/${id}/cards/${cards[0]}/move`, { columnId: a, afterId: null }],
        ['DELETE', `/boards/${id}/cards/${cards[0]}`],
        ['POST', `/boards/${id}/columns`, { name: 'Sneaky' }],
        ['GET', `/boards/${id}/cards/${cards[0]}/comments`],
        ['POST', `/boards/${id}/members`, { userId: who.id }],
      ];
      for (const [method, url, body] of calls) {
        const res = await req(who, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'boardNotFound', error: 'Not Found' });
      }
    }
    const b = await board(owner, id);
    expect(b.name).toBe('Team');
    expect(order(b, a)).toEqual(['1', '2', '3']);
  });

  it("keeps renaming, deleting and membership the owner's: a member hears 403", async () => {
    const { id } = await fixture();
    expect((await req(member, 'PATCH', `/boards/${id}`, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await req(member, 'DELETE', `/boards/${id}`)).statusCode).toBe(403);
    expect((await req(member, 'POST', `/boards/${id}/members`, { userId: stranger.id })).statusCode).toBe(403);
    expect((await req(member, 'DELETE', `/boards/${id}/members/${owner.id}`)).statusCode).toBe(403);
    expect((await req(owner, 'DELETE', `/boards/${id}/members/${owner.id}`)).statusCode).toBe(409);
    expect((await req(owner, 'PATCH', `/boards/${id}`, { name: 'Renamed' })).json().name).toBe('Renamed');
    // The member leaves, and the board is closed to them at once.
    expect((await req(member, 'DELETE', `/boards/${id}/members/${member.id}`)).statusCode).toBe(200);
    expect((await req(member, 'GET', `/boards/${id}`)).statusCode).toBe(404);
    expect((await req(owner, 'DELETE', `/boards/${id}`)).statusCode).toBe(200);
    expect((await req(owner, 'GET', `/boards/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad payloads with field errors and changes nothing', async () => {
    const { id, a, cards } = await fixture();
    const before = await board(owner, id);
    const bad: [string, string, object, Record<string, string>][] = [
      ['POST', '/boards', { name: '  ' }, { name: 'nameRequired' }],
      ['POST', `/boards/${id}/columns`, { name: 'x'.repeat(61) }, { name: 'nameTooLong' }],
      ['POST', `/boards/${id}/cards`, { columnId: a, title: '' }, { title: 'titleRequired' }],
      ['PATCH', `/boards/${id}/cards/${cards[0]}`, { dueDate: '2026-13-01' }, { dueDate: 'dateInvalid' }],
      ['PATCH', `/boards/${id}/cards/${cards[0]}`, { labels: ['nonsense'] }, { 'labels.0': 'notInList' }],
      ['PATCH', `/boards/${id}/cards/${cards[0]}`, { assigneeIds: [stranger.id] }, { assigneeIds: 'notBoardMember' }],
      ['POST', `/boards/${id}/cards/${cards[0]}/comments`, { body: ' ' }, { body: 'commentRequired' }],
    ];
    for (const [method, url, body, fields] of bad) {
      const res = await req(owner, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(fieldCodes(res.json())).toMatchObject(fields);
    }
    for (const body of [{ columnId: 'nope', afterId: null }, { columnId: a }, { columnId: a, afterId: null, x: 1 }]) {
      expect((await req(owner, 'POST', `/boards/${id}/cards/${cards[0]}/move`, body)).statusCode).toBe(400);
    }
    expect(
      (await req(owner, 'POST', `/boards/${id}/cards/${cards[0]}/move`, { columnId: a, afterId: cards[0] })).statusCode,
    ).toBe(400);
    expect(await board(owner, id)).toEqual(before);
  });

  it('keeps the order after moves within and across columns, and after many moves into one gap', async () => {
    const { id, a, b, cards } = await fixture();
    const [c1, c2, c3] = cards as [string, string, string];
    const move = async (card: string, columnId: string, afterId: string | null) => {
      const res = await req(member, 'POST', `/boards/${id}/cards/${card}/move`, { columnId, afterId });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move(c3, a, null);
    expect(order(await board(owner, id), a)).toEqual(['3', '1', '2']);
    await move(c1, b, null);
    await move(c2, b, c1);
    let now = await board(owner, id);
    expect(order(now, a)).toEqual(['3']);
    expect(order(now, b)).toEqual(['1', '2']);
    // Each move halves the gap after card 1: past about fifty the column is renumbered.
    await move(c3, b, c1);
    for (let i = 0; i < 30; i++) {
      await move(c2, b, c1);
      await move(c3, b, c1);
    }
    now = await board(owner, id);
    expect(order(now, b)).toEqual(['1', '3', '2']);
    // Columns: B first, then back.
    expect((await req(owner, 'POST', `/boards/${id}/columns/${b}/move`, { afterId: null })).statusCode).toBe(200);
    expect((await board(owner, id)).columns.map((c) => c.name)).toEqual(['B', 'A']);
    // Two moves at once into the same column both land, each after its named neighbour.
    const d = (await req(member, 'POST', `/boards/${id}/cards`, { columnId: a, title: '4' })).json().id as string;
    await Promise.all([move(c1, a, null), move(d, b, c2)]);
    now = await board(owner, id);
    expect(order(now, a)).toEqual(['1']);
    expect(order(now, b)).toEqual(['3', '2', '4']);
  });

  it('edits a card: sanitized description, labels, due date, assignees, comments', async () => {
    const { id, cards } = await fixture();
    const res = await req(member, 'PATCH', `/boards/${id}/cards/${cards[0]}`, {
      title: 'Ship it',
      description: '<p>Hello <strong>team</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      labels: ['bug', 'urgent', 'bug'],
      dueDate: '2026-12-24',
      assigneeIds: [owner.id, member.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(card.description).toContain('<strong>team</strong>');
    expect(card.description).not.toMatch(/script|onerror/);
    expect(card.labels).toEqual(['bug', 'urgent']);
    expect(card.dueDate).toBe('2026-12-24');
    expect([...card.assigneeIds].sort()).toEqual([owner.id, member.id].sort());
    const comment = await req(owner, 'POST', `/boards/${id}/cards/${cards[0]}/comments`, { body: 'Looks good' });
    expect(comment.statusCode).toBe(201);
    expect(comment.json().author).toMatchObject({ id: owner.id, name: 'Olga Owner' });
    const list = (await req(member, 'GET', `/boards/${id}/cards/${cards[0]}/comments`)).json();
    expect(list.items.map((c: { body: string }) => c.body)).toEqual(['Looks good']);
    // A member who leaves is no longer assigned.
    await req(member, 'DELETE', `/boards/${id}/members/${member.id}`);
    const after = (await board(owner, id)).cards.find((c) => c.id === cards[0])!;
    expect(after.assigneeIds).toEqual([owner.id]);
  });

  it('seeds a demo board both demo accounts share, in order, with comments', async () => {
    const id = await seedKanbanBoard(app.db, owner.id, member.id);
    for (const who of [owner, member]) {
      const b = await board(who, id);
      expect(b.columns.map((c) => c.name)).toEqual(['To do', 'In progress', 'Review', 'Done']);
      expect(b.cards.length).toBeGreaterThanOrEqual(6);
      expect(b.members.map((m) => m.id)).toEqual([owner.id, member.id]);
    }
    expect((await req(stranger, 'GET', `/boards/${id}`)).statusCode).toBe(404);
    const commented = (await board(owner, id)).cards.find((c) => c.comments > 0)!;
    const list = (await req(member, 'GET', `/boards/${id}/cards/${commented.id}/comments`)).json();
    expect(list.items).toHaveLength(2);
  });

  it("attaches pictures through the media module, served to the board's members only", async () => {
    const { id, cards } = await fixture();
    const upload = async (who: TestUser, file: Buffer, name: string, type: string) => {
      const form = multipartBody(file, name, type);
      return app.inject({
        method: 'POST',
        url: `/api/kanban/boards/${id}/cards/${cards[0]}/attachments`,
        headers: { ...who.headers, 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const jpeg = await pictureIn.jpeg(64, 48);
    expect((await upload(stranger, jpeg, 'x.jpg', 'image/jpeg')).statusCode).toBe(404);
    const refused = await upload(member, Buffer.from('%PDF-1.4 not a picture'), 'notes.pdf', 'application/pdf');
    expect(refused.statusCode).toBe(400);
    expect(fieldCodes(refused.json())).toEqual({ file: 'listingImageType' });
    const made = await upload(member, jpeg, 'whiteboard.jpg', 'image/jpeg');
    expect(made.statusCode, made.body).toBe(201);
    const attachment = made.json();
    expect(attachment).toMatchObject({ name: 'whiteboard.jpg', uploadedBy: { id: member.id } });
    const list = await req(owner, 'GET', `/boards/${id}/cards/${cards[0]}/attachments`);
    expect(list.json().items.map((a: { id: string }) => a.id)).toEqual([attachment.id]);
    const file = (who: TestUser | null, name: string = attachment.thumbFile) =>
      app.inject({
        method: 'GET',
        url: `/api/kanban/attachments/${name}`,
        headers: who ? who.headers : {},
      });
    const seen = await file(owner);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toContain('private');
    expect((await file(stranger)).statusCode).toBe(404);
    expect((await file(admin)).statusCode).toBe(404);
    expect((await file(null)).statusCode).toBe(401);
    const gone = await req(owner, 'DELETE', `/boards/${id}/cards/${cards[0]}/attachments/${attachment.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await file(owner)).statusCode).toBe(404);
    expect((await req(owner, 'GET', `/boards/${id}/cards/${cards[0]}/attachments`)).json().items).toEqual([]);
    // Deleting the card takes its pictures' files with it.
    const again = (await upload(member, jpeg, 'again.jpg', 'image/jpeg')).json();
    expect((await file(owner, again.fullFile)).statusCode).toBe(200);
    expect((await req(owner, 'DELETE', `/boards/${id}/cards/${cards[0]}`)).statusCode).toBe(200);
    expect(existsSync(path.join(dataDir, 'uploads', 'kanban', again.fullFile))).toBe(false);
  });

  it('finds people by name for the member picker', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/people?q=stan', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { id: string }) => p.id)).toContain(stranger.id);
    expect(JSON.stringify(res.json())).not.toContain('@');
    expect((await app.inject({ method: 'GET', url: '/api/people?q=s', headers: owner.headers })).statusCode).toBe(400);
  });

  it("carries changes live to the board's members only", async () => {
    const { id, b, cards } = await fixture();
    const url = await listen(app);
    const watcher = socketClient(url, owner.apiToken);
    const outsider = socketClient(url, stranger.apiToken);
    try {
      await Promise.all([connected(watcher), connected(outsider)]);
      expect(await ask(watcher, 'join-room', boardRoom(id))).toMatchObject({ ok: true });
      expect(await ask(outsider, 'join-room', boardRoom(id))).toEqual({ ok: false, code: 'forbidden' });
      // Members only listen: changes go over HTTP.
      expect(await ask(watcher, 'chatMessage', { room: boardRoom(id), data: 'x' })).toEqual({
        ok: false,
        code: 'forbidden',
      });
      const heard = next<{ type: string; card: { id: string; columnId: string } }>(watcher, KANBAN_EVENT);
      await req(member, 'POST', `/boards/${id}/cards/${cards[1]}/move`, { columnId: b, afterId: null });
      expect(await heard).toMatchObject({ type: 'card', card: { id: cards[1], columnId: b } });
    } finally {
      watcher.close();
      outsider.close();
    }
  });
});
