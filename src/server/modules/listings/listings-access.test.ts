import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { listings } from '../../db/schema';
import { pictureIn } from '../../media/test-images';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { buildListingsApp, client, flat, HOSTS } from '../../test/listings';

describeDialects('listings: who may do what, on %s', (dialect) => {
  let app: App;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildListingsApp(dialect);
    [owner, other, admin] = await Promise.all([registerUser(app), registerUser(app), registerAdmin(app)]);
  });
  afterAll(async () => app?.close());

  const create = async (user: TestUser = owner) => {
    const res = await client(app, user).post('/api/listings', flat);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; status: string; images: { id: string }[] };
  };

  it('creates a draft on the request site, with the site kind and language and a sanitized description', async () => {
    const res = await client(app, owner).post('/api/listings', {
      ...flat,
      description: '<p onclick="x()">Hi<script>steal()</script></p>',
    });
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing).toMatchObject({
      site: 'naszdom',
      kind: 'property',
      language: 'pl',
      status: 'draft',
      publishedAt: null,
    });
    expect(listing.owner.id).toBe(owner.id);
    expect(listing.description).toBe('<p>Hi</p>');
  });

  it('answers every change route by role: owner and admin may, another member may not, anonymous must sign in', async () => {
    const routes = (id: string) =>
      [
        { method: 'PUT', url: `/api/listings/${id}`, payload: { ...flat, name: 'Renamed' } },
        { method: 'POST', url: `/api/listings/${id}/publish` },
        { method: 'POST', url: `/api/listings/${id}/unpublish` },
        // A private address is refused after the access check: 400 there means the caller got past it.
        { method: 'POST', url: `/api/listings/${id}/images/url`, payload: { url: 'http://10.0.0.1/a.jpg' } },
        { method: 'PUT', url: `/api/listings/${id}/images`, payload: { imageIds: [], coverId: id } },
        { method: 'DELETE', url: `/api/listings/${id}/images/${id}` },
        { method: 'DELETE', url: `/api/listings/${id}` },
      ] as const;
    const run = async (user: TestUser | null, id: string) => {
      const statuses: number[] = [];
      for (const r of routes(id)) {
        const res = await app.inject({
          method: r.method,
          url: r.url,
          headers: { host: HOSTS.naszdom, ...(user ? user.headers : {}) },
          ...('payload' in r ? { payload: r.payload } : {}),
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    };
    const published = await create();
    await client(app, owner).post(`/api/listings/${published.id}/publish`);
    expect(await run(null, published.id)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(await run(other, published.id)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    // The arrange and delete-image calls name no real image: 400 and 404 mean they got past the check.
    expect(await run(owner, published.id)).toEqual([200, 200, 200, 400, 400, 404, 200]);
    const forAdmin = await create();
    expect(await run(admin, forAdmin.id)).toEqual([200, 200, 200, 400, 400, 404, 200]);
    expect((await client(app, owner).get(`/api/listings/${forAdmin.id}`)).statusCode).toBe(404);

    // The upload route, multipart: the same answers.
    const photo = await pictureIn.png();
    const target = await create();
    await client(app, owner).post(`/api/listings/${target.id}/publish`);
    const upload = (user: TestUser | null) =>
      client(app, user).upload(`/api/listings/${target.id}/images`, photo, 'a.png', 'image/png');
    expect((await upload(null)).statusCode).toBe(401);
    expect((await upload(other)).statusCode).toBe(403);
    expect((await upload(owner)).statusCode).toBe(201);
    expect((await upload(admin)).statusCode).toBe(201);
    expect((await client(app, null).post('/api/listings', flat)).statusCode).toBe(401);
  });

  it('shows a draft only to its owner and admins; to others it does not exist', async () => {
    const draft = await create();
    const url = `/api/listings/${draft.id}`;
    expect((await client(app, owner).get(url)).statusCode).toBe(200);
    expect((await client(app, admin).get(url)).statusCode).toBe(200);
    expect((await client(app, other).get(url)).json().code).toBe('listingNotFound');
    expect((await client(app, null).get(url)).statusCode).toBe(404);
    expect((await client(app, other).put(url, flat)).statusCode).toBe(404);
    await client(app, owner).post(`${url}/publish`);
    expect((await client(app, null).get(url)).statusCode).toBe(200);
    const unpublished = await client(app, owner).post(`${url}/unpublish`);
    expect(unpublished.json().status).toBe('archived');
    expect((await client(app, null).get(url)).statusCode).toBe(404);
  });

  it('takes dog walks on bit and the generic site, finds them by kind, and refuses them on a site of one trade', async () => {
    const walk = {
      ...flat,
      kind: 'dog-walking',
      name: 'Evening dog walk',
      priceMinor: 4_000,
      duration: { amount: 1, unit: 'hours' },
    };
    const bit = client(app, owner, 'bit.bid');
    const onBit = await bit.post('/api/listings', walk);
    expect(onBit.statusCode, onBit.body).toBe(201);
    expect(onBit.json()).toMatchObject({ site: 'bit', kind: 'dog-walking', duration: { amount: 1, unit: 'hours' } });
    // bit's main kind is still its offers; an edit that names no kind keeps the walk a walk.
    expect((await bit.post('/api/listings', flat)).json().kind).toBe('offer');
    const { kind: _kind, ...unnamed } = walk;
    expect((await bit.put(`/api/listings/${onBit.json().id}`, unnamed)).json().kind).toBe('dog-walking');
    expect((await client(app, owner, HOSTS.generic).post('/api/listings', walk)).json().kind).toBe('dog-walking');
    const onNaszdom = await client(app, owner).post('/api/listings', walk);
    expect(fieldCodes(onNaszdom.json())).toEqual({ kind: 'listingKindInvalid' });

    await bit.post(`/api/listings/${onBit.json().id}/publish`);
    const found = (await client(app, null, 'bit.bid').get('/api/listings?kind=dog-walking')).json();
    expect(found.items.map((l: { name: string }) => l.name)).toEqual(['Evening dog walk']);
    expect((await client(app, null, 'bit.bid').get('/api/listings?kind=offer')).json().items).toEqual([]);
  });

  it('keeps a listing on its own site: another site does not find it, even for its owner', async () => {
    const listing = await create();
    await client(app, owner).post(`/api/listings/${listing.id}/publish`);
    expect((await client(app, null, HOSTS.naszdom).get(`/api/listings/${listing.id}`)).statusCode).toBe(200);
    expect((await client(app, null, HOSTS.bestgame).get(`/api/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await client(app, owner, HOSTS.bestgame).del(`/api/listings/${listing.id}`)).statusCode).toBe(404);
    const mineElsewhere = (await client(app, owner, HOSTS.bestgame).get('/api/listings/mine')).json();
    expect(mineElsewhere.items.map((l: { id: string }) => l.id)).not.toContain(listing.id);
  });

  it('lists the caller’s own listings of every status, and only theirs', async () => {
    const me = await registerUser(app);
    expect((await client(app, me).get('/api/listings/mine')).json()).toMatchObject({ items: [], total: 0 });
    const a = await create(me);
    const b = await create(me);
    await client(app, me).post(`/api/listings/${b.id}/publish`);
    const mine = (await client(app, me).get('/api/listings/mine')).json();
    expect(mine.items.map((l: { id: string }) => l.id).sort()).toEqual([a.id, b.id].sort());
    const drafts = (await client(app, me).get('/api/listings/mine?status=draft')).json();
    expect(drafts.items.map((l: { id: string }) => l.id)).toEqual([a.id]);
    expect((await client(app, null).get('/api/listings/mine')).statusCode).toBe(401);
  });

  it('refuses bad input with a code per field and saves nothing', async () => {
    const countRows = async () => (await app.db.select({ n: count() }).from(listings))[0]!.n;
    const before = await countRows();
    const bad = await client(app, owner).post('/api/listings', {
      ...flat,
      name: '  ',
      priceMinor: -5,
      duration: { amount: 0, unit: 'years' },
      latitude: 91,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad.json())).toMatchObject({
      name: 'listingNameRequired',
      priceMinor: 'listingPriceInvalid',
      'duration.amount': 'listingDurationInvalid',
      latitude: 'listingLocationInvalid',
    });
    const noCurrency = await client(app, owner).post('/api/listings', { ...flat, currency: null });
    expect(fieldCodes(noCurrency.json())).toEqual({ currency: 'listingCurrencyInvalid' });
    const wrongKind = await client(app, owner).post('/api/listings', { ...flat, kind: 'game' });
    expect(fieldCodes(wrongKind.json())).toEqual({ kind: 'listingKindInvalid' });
    const badUrl = await client(app, owner).post(`/api/listings/${(await create()).id}/images/url`, {
      url: 'javascript:alert(1)',
    });
    expect(fieldCodes(badUrl.json())).toEqual({ url: 'imageUrlInvalid' });
    expect(await countRows()).toBe(before + 1);
    const listing = await create();
    const badUpdate = await client(app, owner).put(`/api/listings/${listing.id}`, { ...flat, name: 'x'.repeat(200) });
    expect(fieldCodes(badUpdate.json())).toEqual({ name: 'listingNameTooLong' });
    expect((await client(app, owner).get(`/api/listings/${listing.id}`)).json().name).toBe(flat.name);
  });

  it('takes any kind on the generic site and free offers without a currency', async () => {
    const res = await client(app, owner, HOSTS.generic).post('/api/listings', {
      ...flat,
      kind: 'game',
      priceMinor: 0,
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ site: 'generic', kind: 'game', priceMinor: 0, currency: null, language: 'en' });
    const edited = await client(app, owner, HOSTS.generic).put(`/api/listings/${res.json().id}`, {
      ...flat,
      name: 'Board games',
    });
    expect(edited.json()).toMatchObject({ kind: 'game', name: 'Board games' });
  });
});
