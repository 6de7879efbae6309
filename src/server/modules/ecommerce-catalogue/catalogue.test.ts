import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { ecommerceProducts, ecommerceReviews } from '../../db/schema';
import { seedDemoEcommerce } from '../../db/seed/demo-ecommerce';
import { seedDemoCatalogue } from '../../db/seed/demo-ecommerce-catalogue';
import { pictureIn } from '../../media/test-images';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { buildListingsApp, client, HOSTS } from '../../test/listings';

/*
 * The shop catalogue's API (issue #34) over the demo shops: products with pictures, categories
 * and reviews, what each caller may do, and what bad input leaves behind (nothing).
 */

const product = (extra: Record<string, unknown> = {}) => ({
  name: 'Test lamp',
  sku: 'LAMP-1',
  barcode: '5901234123457',
  description: '<p>A <strong>bright</strong> lamp.</p>',
  status: 'published',
  priceMinor: 12_900,
  salePriceMinor: 9_900,
  taxRateBp: 2300,
  stock: 4,
  shippable: true,
  weightGrams: 1200,
  tags: ['light', 'home'],
  variants: [{ name: 'Colour', options: ['White', 'Black'] }],
  ...extra,
});

describeDialects('shop catalogue API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;
  let jpeg: Buffer;
  const as = (who: TestUser | null, host: string = HOSTS.naszdom) => client(app, who, host);
  const countProducts = async () =>
    (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(ecommerceProducts))[0]!.n;
  const upload = async () => {
    const res = await as(admin).upload('/api/ecommerce/product-images', jpeg);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { mediaId: string; thumb: string };
  };

  beforeAll(async () => {
    app = await buildListingsApp(dialect);
    [admin, member, jpeg] = await Promise.all([registerAdmin(app), registerUser(app), pictureIn.jpeg()]);
    await seedDemoEcommerce(app.db, new Date('2026-03-01T09:00:00Z'));
    await seedDemoCatalogue(app.db, new Date('2026-03-01T09:00:00Z'));
  }, 120_000);
  afterAll(async () => app?.close());

  it("lists the site's seeded products: paged, sorted, filtered and searched", async () => {
    const all = (await as(admin).get('/api/ecommerce/products?pageSize=100&sort=price&order=asc')).json();
    expect(all.total).toBe(8);
    const prices = all.items.map((p: { priceMinor: number }) => p.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.items.every((p: { categoryId: string | null; sku: string }) => p.categoryId && p.sku)).toBe(true);

    const page = (await as(admin).get('/api/ecommerce/products?page=2&pageSize=3&sort=name&order=asc')).json();
    expect(page.items.map((p: { name: string }) => p.name)).toEqual(
      all.items
        .map((p: { name: string }) => p.name)
        .sort()
        .slice(3, 6),
    );
    const first = all.items[0];
    const bySku = (await as(admin).get(`/api/ecommerce/products?q=${first.sku}`)).json();
    expect(bySku.items.map((p: { id: string }) => p.id)).toEqual([first.id]);
    const inCategory = (await as(admin).get(`/api/ecommerce/products?categoryId=${first.categoryId}`)).json();
    expect(inCategory.items.every((p: { category: string }) => p.category === first.category)).toBe(true);
    expect((await as(admin).get('/api/ecommerce/products?stock=out')).json().total).toBe(0);
    expect((await as(admin).get('/api/ecommerce/products?status=draft')).json().total).toBe(0);
    // Another site's shop is another list.
    expect((await as(admin, HOSTS.bestgame).get('/api/ecommerce/products')).json().items[0].currency).toBe('USD');
    expect((await as(admin).get('/api/ecommerce/products?sort=nonsense')).statusCode).toBe(400);
  });

  it('creates a product with a picture, finds it, changes its price and pictures', async () => {
    const categories = (await as(admin).get('/api/ecommerce/categories')).json() as { id: string; name: string }[];
    const picture = await upload();
    expect((await app.inject({ method: 'GET', url: picture.thumb, headers: { host: HOSTS.naszdom } })).statusCode).toBe(
      200,
    );
    const created = await as(admin).post(
      '/api/ecommerce/products',
      product({ categoryId: categories[0]!.id, images: [picture.mediaId] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ name: 'Test lamp', currency: 'PLN', category: categories[0]!.name, stock: 4 });
    expect(body.images.map((i: { mediaId: string }) => i.mediaId)).toEqual([picture.mediaId]);

    const found = (await as(admin).get('/api/ecommerce/products?q=test%20lamp')).json();
    expect(found.items.map((p: { id: string }) => p.id)).toEqual([body.id]);
    expect((await as(admin).get('/api/ecommerce/products?stock=low&q=lamp')).json().total).toBe(1);

    const second = await upload();
    const changed = await as(admin).put(
      `/api/ecommerce/products/${body.id}`,
      product({ priceMinor: 15_000, images: [second.mediaId] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ priceMinor: 15_000, categoryId: null, category: '' });
    // The replaced picture's files are gone.
    expect((await app.inject({ method: 'GET', url: picture.thumb, headers: { host: HOSTS.naszdom } })).statusCode).toBe(
      404,
    );
    expect((await as(admin).get(`/api/ecommerce/products/${body.id}`)).json().priceMinor).toBe(15_000);
  });

  it('stores a description with script or event handlers cleaned, on create and on update', async () => {
    const hostile =
      '<p onclick="steal()">Warm <strong>light</strong><script>alert(1)</script></p>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">more</a>';
    const created = await as(admin).post(
      '/api/ecommerce/products',
      product({ name: 'Hostile lamp', description: hostile }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const stored = async (id: string) =>
      (await app.db.select().from(ecommerceProducts).where(eq(ecommerceProducts.id, id)))[0]!.description;
    const id = created.json().id as string;
    for (const text of [created.json().description as string, await stored(id)]) {
      expect(text).toContain('<strong>light</strong>');
      expect(text).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    }
    const updated = await as(admin).put(
      `/api/ecommerce/products/${id}`,
      product({ name: 'Hostile lamp', description: '<p>Fine</p><iframe src="https://evil.test"></iframe>' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await stored(id)).toBe('<p>Fine</p>');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await countProducts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '  ' }, { name: 'valueRequired' }],
      [{ priceMinor: -1 }, { priceMinor: 'invalidValue' }],
      [{ salePriceMinor: 20_000 }, { salePriceMinor: 'invalidValue' }],
      [{ status: 'sold' }, { status: 'notInList' }],
      [{ images: ['0'.repeat(32)] }, { images: 'listingImageNotFound' }],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, { categoryId: 'notInList' }],
    ];
    for (const [change, codes] of cases) {
      const res = await as(admin).post('/api/ecommerce/products', product(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(fieldCodes(res.json())).toMatchObject(codes);
    }
    // A category of another site is as unknown as a made-up one.
    const foreign = (await as(admin, HOSTS.bestgame).get('/api/ecommerce/categories')).json()[0].id;
    const res = await as(admin).post('/api/ecommerce/products', product({ categoryId: foreign }));
    expect(fieldCodes(res.json())).toEqual({ categoryId: 'notInList' });
    const notPicture = await as(admin).upload(
      '/api/ecommerce/product-images',
      Buffer.from('hello'),
      'a.txt',
      'text/plain',
    );
    expect(notPicture.statusCode).toBe(400);
    expect(await countProducts()).toBe(before);
  });

  it('lets only callers with the Product rules in, and hides other sites', async () => {
    expect((await as(null).get('/api/ecommerce/products')).statusCode).toBe(401);
    expect((await as(member).get('/api/ecommerce/products')).statusCode).toBe(403);
    expect((await as(member).post('/api/ecommerce/products', product())).statusCode).toBe(403);
    expect((await as(member).upload('/api/ecommerce/product-images', jpeg)).statusCode).toBe(403);
    expect((await as(member).get('/api/ecommerce/reviews')).statusCode).toBe(403);
    const own = (await as(admin).get('/api/ecommerce/products')).json().items[0].id;
    expect((await as(admin, HOSTS.bestgame).get(`/api/ecommerce/products/${own}`)).statusCode).toBe(404);
    expect((await as(admin, HOSTS.bestgame).del(`/api/ecommerce/products/${own}`)).statusCode).toBe(404);
    expect(
      (await as(admin, HOSTS.bestgame).post('/api/ecommerce/products/bulk-delete', { ids: [own] })).json(),
    ).toEqual({
      count: 0,
    });
  });

  it('publishes, unpublishes and deletes several products at once', async () => {
    const ids = await Promise.all(
      ['One', 'Two'].map(
        async (name) => (await as(admin).post('/api/ecommerce/products', product({ name }))).json().id,
      ),
    );
    const draft = await as(admin).post('/api/ecommerce/products/bulk-status', { ids, status: 'inactive' });
    expect(draft.json()).toEqual({ count: 2 });
    expect((await as(admin).get('/api/ecommerce/products?status=inactive')).json().total).toBe(2);
    expect((await as(admin).post('/api/ecommerce/products/bulk-status', { ids: [], status: 'draft' })).statusCode).toBe(
      400,
    );
    const gone = await as(admin).post('/api/ecommerce/products/bulk-delete', { ids });
    expect(gone.json()).toEqual({ count: 2 });
    expect((await as(admin).get(`/api/ecommerce/products/${ids[0]}`)).statusCode).toBe(404);
  });

  it('keeps categories with parents, renames them on their products and unlinks on delete', async () => {
    const picture = await upload();
    const parent = await as(admin).post('/api/ecommerce/categories', { name: 'Rooms', image: picture.mediaId });
    expect(parent.statusCode, parent.body).toBe(201);
    expect(parent.json().image.mediaId).toBe(picture.mediaId);
    const child = (
      await as(admin).post('/api/ecommerce/categories', { name: 'Kitchen', parentId: parent.json().id })
    ).json();
    expect(child).toMatchObject({ parentName: 'Rooms', productCount: 0 });
    // A category cannot sit under its own child.
    const loop = await as(admin).put(`/api/ecommerce/categories/${parent.json().id}`, {
      name: 'Rooms',
      parentId: child.id,
    });
    expect(fieldCodes(loop.json())).toEqual({ parentId: 'invalidValue' });
    expect((await as(admin).post('/api/ecommerce/categories', { name: '' })).statusCode).toBe(400);

    const made = (await as(admin).post('/api/ecommerce/products', product({ categoryId: child.id }))).json();
    await as(admin).put(`/api/ecommerce/categories/${child.id}`, { name: 'Kitchens', parentId: parent.json().id });
    expect((await as(admin).get(`/api/ecommerce/products/${made.id}`)).json().category).toBe('Kitchens');
    expect((await as(admin).del(`/api/ecommerce/categories/${child.id}`)).statusCode).toBe(200);
    expect((await as(admin).get(`/api/ecommerce/products/${made.id}`)).json()).toMatchObject({
      categoryId: null,
      category: 'Kitchens',
    });
    expect((await as(member).post('/api/ecommerce/categories', { name: 'X' })).statusCode).toBe(403);
  });

  it('moderates reviews and counts them per star', async () => {
    const stats = (await as(admin).get('/api/ecommerce/reviews/stats')).json();
    const rows = await app.db
      .select({ rating: ecommerceReviews.rating, status: ecommerceReviews.status })
      .from(ecommerceReviews)
      .where(eq(ecommerceReviews.site, 'naszdom'));
    expect(stats.total).toBe(rows.length);
    expect(stats.perStar).toEqual([1, 2, 3, 4, 5].map((s) => rows.filter((r) => r.rating === s).length));
    expect(stats.pending).toBe(rows.filter((r) => r.status === 'pending').length);
    expect(stats.average).toBeCloseTo(rows.reduce((a, r) => a + r.rating, 0) / rows.length, 2);

    const fives = (await as(admin).get('/api/ecommerce/reviews?rating=5&pageSize=100')).json();
    expect(fives.items.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    const one = fives.items[0];
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/ecommerce/reviews/${one.id}`,
      headers: { host: HOSTS.naszdom, ...admin.headers },
      payload: { status: 'rejected' },
    });
    expect(patched.json()).toMatchObject({ id: one.id, status: 'rejected' });
    expect((await as(admin).del(`/api/ecommerce/reviews/${one.id}`)).statusCode).toBe(200);
    const left = await app.db
      .select()
      .from(ecommerceReviews)
      .where(and(eq(ecommerceReviews.id, one.id)));
    expect(left).toEqual([]);
  });

  it("searches reviews by author, title, text and the product's name, on this site only", async () => {
    const all = await app.db
      .select({
        id: ecommerceReviews.id,
        author: ecommerceReviews.authorName,
        title: ecommerceReviews.title,
        body: ecommerceReviews.body,
        product: ecommerceProducts.name,
      })
      .from(ecommerceReviews)
      .innerJoin(ecommerceProducts, eq(ecommerceProducts.id, ecommerceReviews.productId))
      .where(eq(ecommerceReviews.site, 'naszdom'));
    const sample = all[0]!;
    const words = {
      author: sample.author.split(' ')[0]!,
      text: sample.body
        .split(/\s+/)
        .find((w) => w.length > 5)!
        .replace(/[^\p{L}]/gu, ''),
      product: sample.product.split(' ')[0]!,
    };
    for (const word of Object.values(words)) {
      const found = (
        await as(admin).get(`/api/ecommerce/reviews?q=${encodeURIComponent(word)}&pageSize=100`)
      ).json() as { total: number; items: { id: string }[] };
      const needle = word.toLowerCase();
      const expected = all.filter((r) =>
        [r.author, r.title, r.body, r.product].some((field) => field.toLowerCase().includes(needle)),
      );
      expect(found.total, word).toBe(expected.length);
      expect(found.items.map((r) => r.id).sort(), word).toEqual(expected.map((r) => r.id).sort());
      expect(found.total, word).toBeGreaterThan(0);
    }
    // Paged in twos, the pages hold each match once, newest first, and every page (even one past
    // the end) gives the same total.
    const word = words.product;
    const everyMatch = (
      await as(admin).get(`/api/ecommerce/reviews?q=${encodeURIComponent(word)}&pageSize=100`)
    ).json() as { total: number; items: { id: string }[] };
    const paged: string[] = [];
    const pages = Math.ceil(everyMatch.total / 2);
    for (let page = 1; page <= pages + 1; page++) {
      const one = (
        await as(admin).get(`/api/ecommerce/reviews?q=${encodeURIComponent(word)}&pageSize=2&page=${page}`)
      ).json() as { total: number; items: { id: string }[] };
      expect(one.total, `page ${page}`).toBe(everyMatch.total);
      paged.push(...one.items.map((r) => r.id));
    }
    expect(paged).toEqual(everyMatch.items.map((r) => r.id));
    // A wildcard is a character like any other, and another site's reviews are not found.
    expect((await as(admin).get('/api/ecommerce/reviews?q=%25')).json().total).toBe(0);
    const elsewhere = (await as(admin, HOSTS.bestgame).get(`/api/ecommerce/reviews?q=${words.author}`)).json();
    expect(elsewhere.items.some((r: { id: string }) => r.id === sample.id)).toBe(false);
  });

  it('leaves the eCommerce dashboard working over the catalogue', async () => {
    const res = await as(admin).get('/api/dashboards/ecommerce?from=2026-01-01&to=2026-01-31');
    expect(res.statusCode, res.body).toBe(200);
  });
});
