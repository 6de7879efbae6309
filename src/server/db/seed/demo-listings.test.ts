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
 * What a price is for, per kind, as "<basis> <period>": the card shows "price / period" for a
 * whole offer and "price per person · period" for one person's place. A lesson is per hour, a
 * table a two-hour sitting per guest, a flat for sale (no period), per month, per night or a
 * two-night weekend; a reading group is free, or charges each participant.
 */
const PERIODS: Record<ListingKind, readonly string[]> = {
  tutoring: ['whole 1 hours'],
  table: ['person 2 hours'],
  property: ['whole none', 'whole 1 months', 'whole 1 nights', 'whole 2 nights'],
  offer: ['whole none', 'whole 7 days'],
  fashion: ['whole none'],
  game: ['whole none'],
  bond: ['whole none'],
  'reading-group': ['whole 90 minutes', 'person 90 minutes'],
  'ai-course': ['whole 4 weeks', 'whole 6 weeks', 'whole 8 weeks'],
  'app-service': ['whole 1 weeks', 'whole 2 weeks', 'whole 3 weeks', 'whole 4 weeks', 'whole 6 weeks'],
  // Per walk: an hour's walk, or a short one of half an hour.
  'dog-walking': ['whole 1 hours', 'whole 30 minutes'],
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
        expect(PERIODS[r.kind as ListingKind], `${site.id}: ${r.name}`).toContain(`${r.priceBasis} ${period}`);
        // Only reading groups are free, and a reading group that is not charges each participant;
        // everything else has a price in the site's currency.
        if (r.kind === 'reading-group' && r.priceMinor === 0) expect(r.priceBasis, r.name).toBe('whole');
        else expect([r.priceMinor > 0, r.currency], r.name).toEqual([true, site.currency]);
        if (r.kind === 'reading-group' && r.priceMinor > 0) expect(r.priceBasis, r.name).toBe('person');
      }
      // Prices differ within a site: no longer one price (or one narrow band) for everything.
      expect(new Set(ofSite.map((r) => r.priceMinor)).size, site.id).toBeGreaterThanOrEqual(
        site.id === 'czytajbiblie' ? 3 : 5,
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
    // Tables are per guest on bookatable4; czytajbiblie has free groups and groups with a fee per
    // person; naszdom lets flats by the night as well as by the month.
    const countOf = (site: string, match: (r: (typeof rows)[number]) => boolean) =>
      rows.filter((r) => r.site === site && match(r)).length;
    expect(countOf('bookatable4', (r) => r.priceBasis === 'person')).toBe(countOf('bookatable4', () => true));
    expect(countOf('czytajbiblie', (r) => r.priceBasis === 'person')).toBeGreaterThanOrEqual(2);
    expect(countOf('czytajbiblie', (r) => r.priceMinor === 0)).toBeGreaterThanOrEqual(10);
    expect(countOf('naszdom', (r) => r.durationUnit === 'nights')).toBeGreaterThanOrEqual(3);
    expect(countOf('naszdom', (r) => r.durationUnit === 'months')).toBeGreaterThanOrEqual(3);
    expect(countOf('generic', (r) => r.kind === 'table' && r.priceBasis === 'person')).toBeGreaterThan(0);

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
