import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { pictureIn } from '../../media/test-images';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { buildListingsApp, client, flat } from '../../test/listings';

/** Random pixels: compress badly, so its WebP sizes weigh about as much as issue #30's noise pictures. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

describeDialects('listing quotas on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let small: Buffer;
  beforeAll(async () => {
    app = await buildListingsApp(dialect, {
      LISTINGS_PER_DAY: '3',
      LISTING_DRAFTS_MAX: '2',
      LISTING_PICTURES_PER_DAY: '3',
      LISTING_STORAGE_MB: '1',
    });
    admin = await registerAdmin(app);
    small = await pictureIn.jpeg(200, 150);
  });
  afterAll(async () => app?.close());

  const usage = async (user: TestUser) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/listing-usage`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, { used: number; limit: number }>;
  };

  it('refuses a draft past the drafts kept (403) and a listing past the daily count (429), changing nothing', async () => {
    const seller = await registerUser(app);
    const as = client(app, seller);
    const first = (await as.post('/api/listings', flat)).json() as { id: string };
    expect((await as.post('/api/listings', flat)).statusCode).toBe(201);
    const tooManyDrafts = await as.post('/api/listings', flat);
    expect(tooManyDrafts.statusCode).toBe(403);
    expect(tooManyDrafts.json().code).toBe('listingDraftLimit');

    // A published listing is no draft: room for one more, which is the third today.
    expect((await as.post(`/api/listings/${first.id}/publish`)).statusCode).toBe(200);
    expect((await as.post('/api/listings', flat)).statusCode).toBe(201);
    expect((await as.post(`/api/listings/${first.id}/unpublish`)).statusCode).toBe(200);
    const tooManyToday = await as.post('/api/listings', flat);
    expect(tooManyToday.statusCode).toBe(429);
    expect(tooManyToday.json().code).toBe('listingDailyLimit');
    expect(Number(tooManyToday.headers['retry-after'])).toBeGreaterThan(0);
    expect((await as.get('/api/listings/mine')).json().total).toBe(3);
    expect(await usage(seller)).toMatchObject({ listingsToday: { used: 3, limit: 3 }, drafts: { used: 2, limit: 2 } });
  });

  it('counts an admin too', async () => {
    const other = await registerAdmin(app);
    for (let i = 0; i < 2; i++) expect((await client(app, other).post('/api/listings', flat)).statusCode).toBe(201);
    expect((await client(app, other).post('/api/listings', flat)).json().code).toBe('listingDraftLimit');
  });

  it('refuses a picture past the daily count (429), by upload or by URL, storing nothing', async () => {
    const seller = await registerUser(app);
    const as = client(app, seller);
    const { id } = (await as.post('/api/listings', flat)).json() as { id: string };
    for (let i = 0; i < 3; i++) expect((await as.upload(`/api/listings/${id}/images`, small)).statusCode).toBe(201);
    const upload = await as.upload(`/api/listings/${id}/images`, small);
    expect(upload.statusCode).toBe(429);
    expect(upload.json().code).toBe('listingImageDailyLimit');
    const byUrl = await as.post(`/api/listings/${id}/images/url`, { url: 'http://127.0.0.1:9/a.jpg' });
    expect(byUrl.json().code).toBe('listingImageDailyLimit');
    expect((await as.get(`/api/listings/${id}`)).json().images).toHaveLength(3);
    expect(await usage(seller)).toMatchObject({ picturesToday: { used: 3, limit: 3 } });
  });

  it("refuses a picture that would pass the account's storage (413), and shows the bytes used", async () => {
    const seller = await registerUser(app);
    const as = client(app, seller);
    const { id } = (await as.post('/api/listings', flat)).json() as { id: string };
    expect((await as.upload(`/api/listings/${id}/images`, small)).statusCode).toBe(201);
    const before = await usage(seller);
    expect(before.storageBytes!.used).toBeGreaterThan(0);
    expect(before.storageBytes!.limit).toBe(1024 * 1024);
    const big = await as.upload(`/api/listings/${id}/images`, await noise(1600, 1200));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('listingStorageFull');
    expect((await as.get(`/api/listings/${id}`)).json().images).toHaveLength(1);
    // The refused picture's files were removed again: the bytes used did not change.
    expect((await usage(seller)).storageBytes).toEqual(before.storageBytes);
  });

  it('shows usage to admins only', async () => {
    const member = await registerUser(app);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${member.id}/listing-usage`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(403);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/listing-usage',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
