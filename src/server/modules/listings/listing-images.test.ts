import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { abilityFromRules } from '../../../common/permissions/define-ability';
import { siteById } from '../../../common/sites';
import type { App } from '../../app';
import { authorizationFor } from '../../auth/abilities';
import { listingImages, listings } from '../../db/schema';
import { fetchRemote } from '../../media/fetch-remote';
import { saveMedia } from '../../media/store';
import { pictureIn } from '../../media/test-images';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { buildListingsApp, client, flat, HOSTS, multipartBody } from '../../test/listings';
import { addUploadedImage } from './images';
import { quotaFromEnv } from './quota';
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
  // Pictures "on the web": a local server, which the app may reach only because the test allows 127.0.0.1.
  let web: http.Server;
  let webBase: string;
  beforeAll(async () => {
    app = await buildListingsApp(dialect, { MEDIA_FETCH_ALLOW: '127.0.0.1' });
    owner = await registerUser(app);
    jpeg = await pictureIn.jpeg(1200, 900);
    web = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname.endsWith('.jpg')) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      else if (url.pathname === '/notes.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('not a picture');
      else if (url.pathname === '/redirect') res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    webBase = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => web?.close(resolve));
    await app?.close();
  });

  const as = () => client(app, owner);
  const stored = async () => {
    try {
      return (await readdir(path.join(app.env.DATA_DIR, 'uploads', 'listings'))).sort();
    } catch {
      return [];
    }
  };
  const newListing = async () => (await as().post('/api/listings', flat)).json() as { id: string };

  it('stores an upload as three WebP sizes, served with a long cache once published, the first one as cover', async () => {
    const { id } = await newListing();
    const res = await as().upload(`/api/listings/${id}/images`, jpeg);
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json().images as Image[];
    expect(image).toMatchObject({ cover: true, source: 'upload' });
    await as().post(`/api/listings/${id}/publish`);
    const card = await app.inject({ method: 'GET', url: image!.card });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const files = await stored();
    for (const url of [image!.thumb, image!.card, image!.full]) expect(files).toContain(path.basename(url));
  });

  it('refuses a text file named like a photo, and a file over 10 MB, storing nothing', async () => {
    const { id } = await newListing();
    const before = await stored();
    const text = await as().upload(
      `/api/listings/${id}/images`,
      Buffer.from('just some text, honest'),
      'holiday.jpg',
      'image/jpeg',
    );
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
      expect((await as().post(`/api/listings/${id}/images/url`, { url: `${webBase}/${i}.jpg` })).statusCode).toBe(201);
    }
    const before = await stored();
    const upload = await as().upload(`/api/listings/${id}/images`, jpeg);
    expect(upload.statusCode).toBe(400);
    expect(fieldCodes(upload.json())).toEqual({ file: 'listingImageLimit' });
    const byUrl = await as().post(`/api/listings/${id}/images/url`, { url: `${webBase}/11.jpg` });
    expect(byUrl.json().code).toBe('listingImageLimit');
    expect(await stored()).toEqual(before);
    expect((await as().get(`/api/listings/${id}`)).json().images).toHaveLength(10);
  });

  it('reorders images and moves the cover; removing the cover passes it on and deletes the files', async () => {
    const { id } = await newListing();
    await as().upload(`/api/listings/${id}/images`, jpeg);
    const added = (await as().post(`/api/listings/${id}/images/url`, { url: `${webBase}/b.jpg` })).json();
    const [uploaded, byUrl] = added.images as Image[];
    expect(byUrl).toMatchObject({ source: 'upload', cover: false });
    const arranged = await as().put(`/api/listings/${id}/images`, {
      imageIds: [byUrl!.id, uploaded!.id],
      coverId: byUrl!.id,
    });
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
    expect((await as().get(image.card)).statusCode).toBe(404);
  });

  it('removes the pictures of every listing of a user an admin deletes', async () => {
    const seller = await registerUser(app);
    const { id } = (await client(app, seller).post('/api/listings', flat)).json();
    const image = (await client(app, seller).upload(`/api/listings/${id}/images`, jpeg)).json().images[0] as Image;
    const admin = await registerAdmin(app);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/users/${seller.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(await stored()).not.toContain(path.basename(image.card));
    expect((await client(app, admin).get(`/api/listings/${id}`)).statusCode).toBe(404);
  });

  it('leaves no row and no file when the image step fails half-way', async () => {
    const { id } = await newListing();
    const authz = await authorizationFor(app.db, owner.id);
    const actor: Actor = { userId: owner.id, ability: abilityFromRules(authz.rules), site: siteById('naszdom') };
    const deps = (saveImage: ListingsDeps['saveImage']): ListingsDeps => ({
      db: app.db,
      dataDir: app.env.DATA_DIR,
      log: app.log,
      saveImage,
      fetchImage: (url) => fetchRemote(url, { maxBytes: 1024 }),
      quota: quotaFromEnv(app.env),
    });
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
    await expect(addUploadedImage(deps(listingGoneMeanwhile), actor, id, jpeg)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await stored()).toEqual(before);
    expect(await app.db.select().from(listingImages).where(eq(listingImages.listingId, id))).toEqual([]);
  });
  it('fetches a picture by URL once and stores it like an upload: own WebP sizes, no foreign address', async () => {
    const { id } = await newListing();
    const res = await as().post(`/api/listings/${id}/images/url`, { url: `${webBase}/photo.jpg` });
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json().images as Image[];
    expect(image).toMatchObject({ source: 'upload', cover: true });
    for (const url of [image!.thumb, image!.card, image!.full]) {
      expect(url.startsWith('/api/listing-images/')).toBe(true);
      expect((await as().get(url)).headers['content-type']).toBe('image/webp');
    }
  });

  it('refuses a URL that is no picture, a private address and a redirect to one, storing nothing', async () => {
    const { id } = await newListing();
    const before = await stored();
    const text = await as().post(`/api/listings/${id}/images/url`, { url: `${webBase}/notes.txt` });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('listingImageType');
    for (const url of ['http://10.0.0.1/a.jpg', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/a.jpg']) {
      const res = await as().post(`/api/listings/${id}/images/url`, { url });
      expect(res.statusCode, url).toBe(400);
      expect(fieldCodes(res.json())).toEqual({ url: 'imageUrlRefused' });
    }
    const hop = await as().post(`/api/listings/${id}/images/url`, {
      url: `${webBase}/redirect?to=${encodeURIComponent('http://192.168.0.1/a.jpg')}`,
    });
    expect(fieldCodes(hop.json())).toEqual({ url: 'imageUrlRefused' });
    const missing = await as().post(`/api/listings/${id}/images/url`, { url: `${webBase}/gone.png` });
    expect(fieldCodes(missing.json())).toEqual({ url: 'imageUrlUnreachable' });
    expect(await stored()).toEqual(before);
    expect((await as().get(`/api/listings/${id}`)).json().images).toEqual([]);
  });

  it('answers 400 invalidUpload to a multipart body cut off mid-file, storing nothing', async () => {
    const { id } = await newListing();
    const before = await stored();
    const form = multipartBody(jpeg, 'photo.jpg', 'image/jpeg');
    const cut = form.payload.subarray(0, Math.floor(form.payload.length / 2));
    const res = await app.inject({
      method: 'POST',
      url: `/api/listings/${id}/images`,
      headers: { ...owner.headers, host: HOSTS.naszdom, 'content-type': form.contentType },
      payload: cut,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('invalidUpload');
    expect(await stored()).toEqual(before);
    expect((await as().get(`/api/listings/${id}`)).json().images).toEqual([]);
  });
  it("keeps a draft's pictures to its owner and admins, never in a shared cache, until it is published", async () => {
    const { id } = await newListing();
    const [image] = (await as().upload(`/api/listings/${id}/images`, jpeg)).json().images as Image[];
    const stranger = await registerUser(app);
    const admin = await registerAdmin(app);
    for (const viewer of [null, stranger]) expect((await client(app, viewer).get(image!.card)).statusCode).toBe(404);
    for (const viewer of [owner, admin]) {
      const res = await client(app, viewer).get(image!.card);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    await as().post(`/api/listings/${id}/publish`);
    const published = await client(app, null).get(image!.card);
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Taken down again (archived): private again.
    await as().post(`/api/listings/${id}/unpublish`);
    expect((await client(app, null).get(image!.thumb)).statusCode).toBe(404);
  });
});
