import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { abilityFromRules } from '../../../common/permissions/define-ability';
import { siteById } from '../../../common/sites';
import type { App } from '../../app';
import { authorizationFor } from '../../auth/abilities';
import { listingImages, listings } from '../../db/schema';
import { saveMedia } from '../../media/store';
import { pictureIn } from '../../media/test-images';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { buildListingsApp, client, flat } from '../../test/listings';
import { addUploadedImage } from './images';
import type { Actor, ListingsDeps } from './service';

interface Image {
  id: string;
  cover: boolean;
  source: string;
  thumb: string;
  card: string;
  full: string;
}

describeDialects('listing images on %s', (dialect) => {
  let app: App;
  let owner: TestUser;
  let jpeg: Buffer;
  beforeAll(async () => {
    app = await buildListingsApp(dialect);
    owner = await registerUser(app);
    jpeg = await pictureIn.jpeg(1200, 900);
  });
  afterAll(async () => app?.close());

  const as = () => client(app, owner);
  const stored = async () => {
    try {
      return (await readdir(path.join(app.env.DATA_DIR, 'uploads', 'listings'))).sort();
    } catch {
      return [];
    }
  };
  const newListing = async () => (await as().post('/api/listings', flat)).json() as { id: string };

  it('stores an upload as three WebP sizes, served with a long cache, the first one as cover', async () => {
    const { id } = await newListing();
    const res = await as().upload(`/api/listings/${id}/images`, jpeg);
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json().images as Image[];
    expect(image).toMatchObject({ cover: true, source: 'upload' });
    const card = await app.inject({ method: 'GET', url: image!.card });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toContain('immutable');
    const files = await stored();
    for (const url of [image!.thumb, image!.card, image!.full]) expect(files).toContain(path.basename(url));
  });

  it('refuses a text file named like a photo, and a file over 10 MB, storing nothing', async () => {
    const { id } = await newListing();
    const before = await stored();
    const text = await as().upload(`/api/listings/${id}/images`, Buffer.from('just some text, honest'), 'holiday.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(fieldCodes(text.json())).toEqual({ file: 'listingImageType' });
    const huge = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]);
    const big = await as().upload(`/api/listings/${id}/images`, huge);
    expect(big.statusCode).toBe(413);
    expect(fieldCodes(big.json())).toEqual({ file: 'listingImageTooLarge' });
    expect(await stored()).toEqual(before);
    expect((await as().get(`/api/listings/${id}`)).json().images).toEqual([]);
  });

  it('refuses an 11th image, by upload or by URL', async () => {
    const { id } = await newListing();
    for (let i = 0; i < 10; i++) {
      expect((await as().post(`/api/listings/${id}/images/url`, { url: `https://example.com/${i}.jpg` })).statusCode).toBe(201);
    }
    const before = await stored();
    const upload = await as().upload(`/api/listings/${id}/images`, jpeg);
    expect(upload.statusCode).toBe(400);
    expect(fieldCodes(upload.json())).toEqual({ file: 'listingImageLimit' });
    const byUrl = await as().post(`/api/listings/${id}/images/url`, { url: 'https://example.com/11.jpg' });
    expect(byUrl.json().code).toBe('listingImageLimit');
    expect(await stored()).toEqual(before);
    expect((await as().get(`/api/listings/${id}`)).json().images).toHaveLength(10);
  });

  it('reorders images and moves the cover; removing the cover passes it on and deletes the files', async () => {
    const { id } = await newListing();
    await as().upload(`/api/listings/${id}/images`, jpeg);
    const added = (await as().post(`/api/listings/${id}/images/url`, { url: 'https://example.com/b.jpg' })).json();
    const [uploaded, byUrl] = added.images as Image[];
    expect(byUrl).toMatchObject({ source: 'url', cover: false, card: 'https://example.com/b.jpg' });
    const arranged = await as().put(`/api/listings/${id}/images`, { imageIds: [byUrl!.id, uploaded!.id], coverId: byUrl!.id });
    expect(arranged.statusCode).toBe(200);
    expect((arranged.json().images as Image[]).map((i) => [i.id, i.cover])).toEqual([
      [byUrl!.id, true],
      [uploaded!.id, false],
    ]);
    const partial = await as().put(`/api/listings/${id}/images`, { imageIds: [byUrl!.id], coverId: byUrl!.id });
    expect(fieldCodes(partial.json())).toEqual({ imageIds: 'listingImageOrder' });
    const afterRemoval = await as().del(`/api/listings/${id}/images/${byUrl!.id}`);
    expect((afterRemoval.json().images as Image[]).map((i) => [i.id, i.cover])).toEqual([[uploaded!.id, true]]);
    await as().del(`/api/listings/${id}/images/${uploaded!.id}`);
    expect(await stored()).not.toContain(path.basename(uploaded!.card));
  });

  it('removes the pictures of a deleted listing', async () => {
    const { id } = await newListing();
    const image = (await as().upload(`/api/listings/${id}/images`, jpeg)).json().images[0] as Image;
    expect(await stored()).toContain(path.basename(image.full));
    expect((await as().del(`/api/listings/${id}`)).statusCode).toBe(200);
    const files = await stored();
    for (const url of [image.thumb, image.card, image.full]) expect(files).not.toContain(path.basename(url));
    expect((await app.inject({ method: 'GET', url: image.card })).statusCode).toBe(404);
  });

  it('removes the pictures of every listing of a user an admin deletes', async () => {
    const seller = await registerUser(app);
    const { id } = (await client(app, seller).post('/api/listings', flat)).json();
    const image = (await client(app, seller).upload(`/api/listings/${id}/images`, jpeg)).json().images[0] as Image;
    const admin = await registerAdmin(app);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/users/${seller.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect(await stored()).not.toContain(path.basename(image.card));
    expect((await client(app, admin).get(`/api/listings/${id}`)).statusCode).toBe(404);
  });

  it('leaves no row and no file when the image step fails half-way', async () => {
    const { id } = await newListing();
    const authz = await authorizationFor(app.db, owner.id);
    const actor: Actor = { userId: owner.id, ability: abilityFromRules(authz.rules), site: siteById('naszdom') };
    const deps = (saveImage: ListingsDeps['saveImage']): ListingsDeps => ({ db: app.db, dataDir: app.env.DATA_DIR, log: app.log, saveImage });
    const before = await stored();

    // The disk fails while writing: nothing may be recorded.
    const diskFull: ListingsDeps['saveImage'] = async () => {
      throw new Error('ENOSPC: no space left on device');
    };
    await expect(addUploadedImage(deps(diskFull), actor, id, jpeg)).rejects.toThrow(/ENOSPC/);

    // The files are written, then the listing is deleted before its row is: the files must go.
    const listingGoneMeanwhile: ListingsDeps['saveImage'] = async (...args) => {
      const saved = await saveMedia(...args);
      await app.db.delete(listings).where(eq(listings.id, id));
      return saved;
    };
    await expect(addUploadedImage(deps(listingGoneMeanwhile), actor, id, jpeg)).rejects.toMatchObject({ statusCode: 404 });
    expect(await stored()).toEqual(before);
    expect(await app.db.select().from(listingImages).where(eq(listingImages.listingId, id))).toEqual([]);
  });
});
