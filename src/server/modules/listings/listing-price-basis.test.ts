import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { listings } from '../../db/schema';
import { registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { buildListingsApp, client, flat } from '../../test/listings';

/** A short stay: the flat by the night, and a price per person (a room in a shared flat). */
const stay = { ...flat, name: 'Flat by the night', priceMinor: 22_000, duration: { amount: 1, unit: 'nights' } };

describeDialects('listings: price per person and per night, on %s', (dialect) => {
  let app: App;
  let owner: TestUser;
  beforeAll(async () => {
    app = await buildListingsApp(dialect);
    owner = await registerUser(app);
  });
  afterAll(async () => app?.close());

  const stored = async (id: string) =>
    (
      await app.db
        .select({ priceBasis: listings.priceBasis, unit: listings.durationUnit, name: listings.name })
        .from(listings)
        .where(eq(listings.id, id))
    )[0]!;

  it('keeps the price basis and the nights unit through create, read and update; the whole offer by default', async () => {
    const plain = await client(app, owner).post('/api/listings', flat);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().priceBasis).toBe('whole');

    const created = await client(app, owner).post('/api/listings', { ...stay, priceBasis: 'person' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ priceBasis: 'person', duration: { amount: 1, unit: 'nights' } });
    expect((await client(app, owner).get(`/api/listings/${id}`)).json()).toMatchObject({
      priceBasis: 'person',
      duration: { amount: 1, unit: 'nights' },
    });

    const updated = await client(app, owner).put(`/api/listings/${id}`, {
      ...stay,
      priceBasis: 'whole',
      duration: { amount: 3, unit: 'nights' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ priceBasis: 'whole', duration: { amount: 3, unit: 'nights' } });
    expect(await stored(id)).toMatchObject({ priceBasis: 'whole', unit: 'nights' });
  });

  it('stores a free offer for the whole offer: free per person would say nothing', async () => {
    const res = await client(app, owner).post('/api/listings', {
      ...flat,
      priceMinor: 0,
      currency: null,
      priceBasis: 'person',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ priceMinor: 0, priceBasis: 'whole' });
  });

  it('refuses an unknown basis or unit with its field code and changes nothing', async () => {
    const before = (await app.db.select({ id: listings.id }).from(listings)).length;
    const badBasis = await client(app, owner).post('/api/listings', { ...stay, priceBasis: 'group' });
    expect(badBasis.statusCode).toBe(400);
    expect(fieldCodes(badBasis.json())).toEqual({ priceBasis: 'listingPriceBasisInvalid' });
    const badUnit = await client(app, owner).post('/api/listings', { ...stay, duration: { amount: 1, unit: 'night' } });
    expect(badUnit.statusCode).toBe(400);
    expect(fieldCodes(badUnit.json())).toEqual({ 'duration.unit': 'listingDurationInvalid' });
    expect((await app.db.select({ id: listings.id }).from(listings)).length).toBe(before);

    const made = await client(app, owner).post('/api/listings', { ...stay, priceBasis: 'person' });
    const id = made.json().id as string;
    for (const payload of [
      { ...stay, name: 'Changed', priceBasis: 'everyone' },
      { ...stay, name: 'Changed', priceBasis: null },
      { ...stay, name: 'Changed', duration: { amount: 0, unit: 'nights' } },
    ]) {
      const res = await client(app, owner).put(`/api/listings/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored(id)).toEqual({ priceBasis: 'person', unit: 'nights', name: stay.name });
  });

  it('filters and sorts a per-person offer by the price it shows, one person’s', async () => {
    const cheap = (
      await client(app, owner).post('/api/listings', {
        ...stay,
        name: 'Bed in a shared room',
        priceBasis: 'person',
        priceMinor: 9_000,
      })
    ).json();
    const whole = (
      await client(app, owner).post('/api/listings', { ...stay, name: 'Whole cottage', priceMinor: 50_000 })
    ).json();
    for (const l of [cheap, whole])
      expect((await client(app, owner).post(`/api/listings/${l.id}/publish`)).statusCode).toBe(200);
    const page = (await client(app, null).get('/api/listings?sort=priceAsc&maxPrice=60000')).json();
    const ids = page.items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(cheap.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(cheap.id)).toBeLessThan(ids.indexOf(whole.id));
    const under = (await client(app, null).get('/api/listings?maxPrice=10000')).json();
    expect(under.items.map((i: { id: string; priceBasis: string }) => [i.id, i.priceBasis])).toEqual([
      [cheap.id, 'person'],
    ]);
  });
});
