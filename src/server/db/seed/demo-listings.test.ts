import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { kindsOfSite, type ListingKind } from '../../../common/schemas/listings';
import { SITES } from '../../../common/sites';
import { describeDialects } from '../../test/describe-dialects';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { listingImages, listings, users } from '../schema';
import { seedDemoData } from './index';
import { DEMO_TEXTS } from './demo-listing-texts';

/**
 * What a price is for, per kind: the card shows "price / period", so a lesson is per hour, a
 * table is a two-hour sitting, a flat is for sale (no period), per month or per night.
 */
const PERIODS: Record<ListingKind, readonly string[]> = {
  tutoring: ['1 hours'],
  table: ['2 hours'],
  property: ['none', '1 months', '1 days'],
  offer: ['none', '7 days'],
  fashion: ['none'],
  game: ['none'],
  bond: ['none'],
  'reading-group': ['90 minutes', '1 hours', '2 hours'],
  'ai-course': ['4 weeks', '6 weeks', '8 weeks'],
  'app-service': ['1 weeks', '2 weeks', '3 weeks', '4 weeks', '6 weeks'],
  // Per walk: an hour's walk, or a short one of half an hour.
  'dog-walking': ['1 hours', '30 minutes'],
};

describeDialects('demo listings on %s', (dialect) => {
  let database: Database | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('gives every site twenty believable offers in its language: priced per fitting period, in several of its cities, with pictures of their own', async () => {
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

      for (const r of ofSite) {
        expect(kindsOfSite(site.id), `${site.id}: ${r.name}`).toContain(r.kind);
        const period = r.durationAmount === null ? 'none' : `${r.durationAmount} ${r.durationUnit}`;
        expect(PERIODS[r.kind as ListingKind], `${site.id}: ${r.name}`).toContain(period);
        // Only the reading groups are free; everything else has a price in the site's currency.
        if (r.kind === 'reading-group') expect(r.priceMinor, r.name).toBe(0);
        else expect([r.priceMinor > 0, r.currency], r.name).toEqual([true, DEMO_TEXTS[site.id].currency]);
      }
      // Prices differ within a site: no longer one price (or one narrow band) for everything.
      expect(new Set(ofSite.map((r) => r.priceMinor)).size, site.id).toBeGreaterThanOrEqual(
        site.id === 'czytajbiblie' ? 1 : 5,
      );

      // Placed in at least three of the site's own cities, each pin near its city's centre.
      const cities = DEMO_TEXTS[site.id].cities;
      const located = ofSite.filter((r) => r.latitude !== null);
      const citiesUsed = new Set(
        located.map((r) => {
          const c = cities.find((x) => r.locationText.startsWith(`${x.name}, `));
          expect(c, `${site.id}: ${r.locationText}`).toBeDefined();
          expect(Math.abs(r.latitude! - c!.latitude), r.locationText).toBeLessThan(0.1);
          expect(Math.abs(r.longitude! - c!.longitude), r.locationText).toBeLessThan(0.1);
          return c!.name;
        }),
      );
      expect(citiesUsed.size, site.id).toBeGreaterThanOrEqual(3);
    }
    // Dog walks on the two sites that list them (SPEC.md section 1).
    const walks = rows.filter((r) => r.kind === 'dog-walking');
    expect(new Set(walks.map((r) => r.site))).toEqual(new Set(['generic', 'bit']));

    // Every image row has its files, and no two listings share one.
    const images = await database.db.select().from(listingImages);
    const files = new Set(await readdir(path.join(dataDir, 'uploads', 'listings')));
    expect(new Set(images.map((i) => i.mediaId)).size).toBe(images.length);
    for (const image of images) expect(files.has(`${image.mediaId}-card.webp`)).toBe(true);
    expect(files.size).toBe(images.length * 3);

    // At least twelve different pictures per site (by content), not the same few everywhere.
    const hashOf = async (mediaId: string) =>
      createHash('sha256')
        .update(await readFile(path.join(dataDir!, 'uploads', 'listings', `${mediaId}-card.webp`)))
        .digest('hex');
    const siteOf = new Map(rows.map((r) => [r.id, r.site]));
    const distinct = new Map<string, Set<string>>();
    for (const image of images) {
      const site = siteOf.get(image.listingId)!;
      distinct.set(site, (distinct.get(site) ?? new Set()).add(await hashOf(image.mediaId!)));
    }
    for (const site of SITES) expect(distinct.get(site.id)?.size ?? 0, site.id).toBeGreaterThanOrEqual(12);

    // A second start seeds nothing more.
    expect(await seedDemoData(database.db, { dataDir })).toBe(false);
    expect((await database.db.select().from(listings)).length).toBe(rows.length);
    // The whole demo seed (accounts, pictures, a year of shop, fleet and academy history) on a
    // busy 2-core machine: more than the default 30 s per test.
  }, 120_000);
});
