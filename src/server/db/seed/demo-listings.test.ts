import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { SITES } from '../../../common/sites';
import { describeDialects } from '../../test/describe-dialects';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { listingImages, listings, users } from '../schema';
import { seedDemoData } from './index';

describeDialects('demo listings on %s', (dialect) => {
  let database: Database | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('gives every site about twenty published offers in its language, some owned by the demo member', async () => {
    database = await openTestDatabase(dialect);
    await database.migrate();
    dataDir = await mkdtemp(path.join(tmpdir(), 'demo-listings-'));
    const started = performance.now();
    expect(await seedDemoData(database.db, { dataDir })).toBe(true);
    console.info(`demo seed with listings took ${Math.round(performance.now() - started)} ms`);

    const [member] = await database.db.select().from(users).where(eq(users.email, 'member@demo.test'));
    const rows = await database.db.select().from(listings);
    for (const site of SITES) {
      const ofSite = rows.filter((r) => r.site === site.id);
      expect(ofSite.length, site.id).toBeGreaterThanOrEqual(18);
      expect(
        ofSite.every((r) => r.status === 'published' && r.language === site.defaultLang),
        site.id,
      ).toBe(true);
      expect(
        ofSite.some((r) => r.ownerId === member!.id),
        site.id,
      ).toBe(true);
      expect(new Set(ofSite.map((r) => r.name)).size, site.id).toBe(ofSite.length);
    }

    // Every image row has its files, and no two listings share one.
    const images = await database.db.select().from(listingImages);
    const files = new Set(await readdir(path.join(dataDir, 'uploads', 'listings')));
    expect(new Set(images.map((i) => i.mediaId)).size).toBe(images.length);
    for (const image of images) expect(files.has(`${image.mediaId}-card.webp`)).toBe(true);
    expect(files.size).toBe(images.length * 3);

    // A second start seeds nothing more.
    expect(await seedDemoData(database.db, { dataDir })).toBe(false);
    expect((await database.db.select().from(listings)).length).toBe(rows.length);
    // The whole demo seed (accounts, pictures, a year of shop, fleet and academy history) on a
    // busy 2-core machine: more than the default 30 s per test.
  }, 120_000);
});
