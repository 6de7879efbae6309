import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { buildListingsApp, client, flat, HOSTS } from '../../test/listings';

describeDialects('listing search on %s', (dialect) => {
  let app: App;
  let owner: TestUser;
  const ids: Record<string, string> = {};

  const publish = async (key: string, host: string, fields: Record<string, unknown>) => {
    const created = await client(app, owner, host).post('/api/listings', { ...flat, ...fields });
    if (created.statusCode !== 201) throw new Error(created.body);
    const id = created.json().id as string;
    await client(app, owner, host).post(`/api/listings/${id}/publish`);
    ids[key] = id;
  };

  beforeAll(async () => {
    app = await buildListingsApp(dialect);
    owner = await registerUser(app);
    // English games site: stemming applies ("racing" finds "races").
    await publish('racer', HOSTS.bestgame, {
      name: 'Retro racing cartridge',
      description: '<p>Classic races for two players.</p>',
      priceMinor: 2500,
      currency: 'EUR',
      locationText: 'Berlin',
    });
    await publish('puzzle', HOSTS.bestgame, {
      name: 'Puzzle box',
      description: '<p>A wooden <em>labyrinth</em> puzzle.</p>',
      priceMinor: 900,
      currency: 'EUR',
      locationText: 'Paris 50%',
    });
    await publish('chess', HOSTS.bestgame, {
      name: 'Chess set',
      description: '<p>Hand-carved pieces, a racing clock included.</p>',
      priceMinor: 0,
      currency: null,
      locationText: 'Berlin',
    });
    const draft = await client(app, owner, HOSTS.bestgame).post('/api/listings', {
      ...flat,
      name: 'Secret racing draft',
      priceMinor: 100,
      currency: 'EUR',
    });
    ids.draft = draft.json().id;
    // Polish property site: no Polish stemmer, exact words.
    await publish('flat', HOSTS.naszdom, {
      name: 'Mieszkanie z balkonem',
      description: '<p>Ciche mieszkanie blisko parku.</p>',
    });
  });
  afterAll(async () => app?.close());

  const search = async (host: string, query: string) => {
    const res = await client(app, null, host).get(`/api/listings?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: string }[]; total: number };
  };
  const found = async (host: string, query: string) => (await search(host, query)).items.map((i) => i.id);

  it('finds a word in the name and in the description, stemmed for the site language', async () => {
    expect(await found(HOSTS.bestgame, 'q=cartridge')).toEqual([ids.racer]);
    expect(await found(HOSTS.bestgame, 'q=labyrinth')).toEqual([ids.puzzle]);
    // "race" stems like "racing" and "races": the name match ranks above the description match.
    expect(await found(HOSTS.bestgame, 'q=race')).toEqual([ids.racer, ids.chess]);
    expect(await found(HOSTS.naszdom, 'q=balkonem')).toEqual([ids.flat]);
    expect(await found(HOSTS.naszdom, 'q=parku')).toEqual([ids.flat]);
  });

  it('shows published listings of this site only', async () => {
    expect(await found(HOSTS.bestgame, 'q=secret')).toEqual([]);
    expect(await found(HOSTS.naszdom, 'q=racing')).toEqual([]);
    expect(await found(HOSTS.bestgame, 'q=mieszkanie')).toEqual([]);
    const all = await search(HOSTS.bestgame, '');
    expect(all.total).toBe(3);
    expect((await search(HOSTS.generic, '')).total).toBe(0);
    expect(all.items.map((i) => i.id)).not.toContain(ids.draft);
  });

  it('filters by price range, kind and location text', async () => {
    expect((await found(HOSTS.bestgame, 'minPrice=1000')).sort()).toEqual([ids.racer].sort());
    expect((await found(HOSTS.bestgame, 'maxPrice=1000')).sort()).toEqual([ids.puzzle, ids.chess].sort());
    expect(await found(HOSTS.bestgame, 'q=race&maxPrice=0')).toEqual([ids.chess]);
    expect((await found(HOSTS.bestgame, 'location=berlin')).sort()).toEqual([ids.racer, ids.chess].sort());
    expect(await found(HOSTS.bestgame, 'location=50%25')).toEqual([ids.puzzle]);
    expect(await found(HOSTS.bestgame, 'location=5_%25')).toEqual([]);
    expect(await found(HOSTS.bestgame, 'kind=property')).toEqual([]);
    expect((await found(HOSTS.bestgame, 'kind=game')).length).toBe(3);
  });

  it('sorts by price and by newest, and pages', async () => {
    expect(await found(HOSTS.bestgame, 'sort=priceAsc')).toEqual([ids.chess, ids.puzzle, ids.racer]);
    expect(await found(HOSTS.bestgame, 'sort=priceDesc')).toEqual([ids.racer, ids.puzzle, ids.chess]);
    expect(await found(HOSTS.bestgame, 'sort=newest')).toEqual([ids.chess, ids.puzzle, ids.racer]);
    const page2 = await search(HOSTS.bestgame, 'sort=priceAsc&pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, items: [{ id: ids.racer }] });
    expect((await client(app, null, HOSTS.bestgame).get('/api/listings?sort=cheapest')).statusCode).toBe(400);
  });
  it('counts a very common word only up to 1,000 past the page shown, and says there are more', async () => {
    // 1,030 published tables on bookatable4, straight in the table: the API would take minutes.
    await app.db.execute(sql`
      insert into listings (site, owner_id, kind, name, description, price_minor, currency, status, language, search_config, published_at)
      select 'bookatable4', ${owner.id}::uuid, 'table', 'Window table ' || g, 'A quiet corner booth', 5000, 'EUR',
             'published', 'en', 'simple'::regconfig, now() - (g || ' minutes')::interval
      from generate_series(1, 1030) g`);
    const first = (await client(app, null, 'bookatable4.com').get('/api/listings?q=booth')).json();
    expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1 });
    expect(first.items).toHaveLength(20);
    // Near the end the count is exact again, and paging reaches the last match.
    const last = (await client(app, null, 'bookatable4.com').get('/api/listings?q=booth&page=52')).json();
    expect(last.total).toBe(1030);
    expect(last.totalCapped).toBeUndefined();
    expect(last.items).toHaveLength(10);
    // A word few listings have is counted exactly.
    const exact = (await client(app, null, 'bookatable4.com').get('/api/listings?q=window%20table%2017')).json();
    expect(exact.totalCapped).toBeUndefined();
  });

  it('finds a location by a fragment from the middle of its text, in any case, on its own site only', async () => {
    await publish('loft', HOSTS.naszdom, {
      name: 'Loft na poddaszu',
      locationText: 'ul. Floriańska 12, Stare Miasto, Kraków',
    });
    await publish('arcade', HOSTS.bestgame, {
      name: 'Arcade cabinet',
      priceMinor: 30000,
      currency: 'EUR',
      locationText: 'Stare Miasto, Gdańsk',
    });
    const at = (host: string, location: string) => found(host, `location=${encodeURIComponent(location)}`);
    expect(await at(HOSTS.naszdom, 'sTARE miASTO')).toEqual([ids.loft]);
    expect(await at(HOSTS.naszdom, 'FLORIAŃSKA 12')).toEqual([ids.loft]);
    expect((await at(HOSTS.naszdom, 'kraKÓW')).sort()).toEqual([ids.flat, ids.loft].sort());
    // Shorter than a trigram: still a substring match.
    expect(await at(HOSTS.naszdom, 'Ńs')).toEqual([ids.loft]);
    expect(await at(HOSTS.bestgame, 'stare miasto')).toEqual([ids.arcade]);
    expect(await at(HOSTS.generic, 'stare miasto')).toEqual([]);
    // With a word and a price order, as the search page sends it.
    expect(await found(HOSTS.naszdom, `q=loft&location=${encodeURIComponent('miasto, krak')}&sort=priceDesc`)).toEqual([
      ids.loft,
    ]);
  });
});
