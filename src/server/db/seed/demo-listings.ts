import { inArray, sql } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { seedOf } from '../../../common/random/seeded-random';
import { kindsOfSite, type ListingKind } from '../../../common/schemas/listings';
import { SITES, type SiteConfig } from '../../../common/sites';
import { listingPreset } from '../../media/presets';
import { saveMedia } from '../../media/store';
import type { RenderedVariant } from '../../media/variants';
import type { Db } from '../client';
import { listingImages, listings, searchConfigFor, users } from '../schema';
import { DEMO_TEXTS, type DemoSiteTexts, type DemoThing } from './demo-listing-texts';
import { demoPictureSvg } from './demo-pictures';
import { demoPlace, roundPrice } from './demo-places';
import { grantRoles } from './roles';

/** Owners of the demo offers besides member@demo.test; they have no password (not for signing in). */
export const DEMO_SELLERS = [
  { email: 'anna.nowak@demo.test', name: 'Anna Nowak' },
  { email: 'james.carter@demo.test', name: 'James Carter' },
] as const;

/**
 * Two pictures per thing a site offers (twenty per site), each a scene of the listing's kind:
 * every listing's cover is its own picture, and its second picture is its sibling variant's.
 */
const PICTURES_PER_THING = 2;

/**
 * One picture's stored sizes (the listing preset's variants), rendered from a scene
 * (demo-pictures.ts). Not through renderVariants, which guards uploads: these pixels are our own,
 * so the SVG is rasterised once and WebP is encoded at effort 0 — about six times faster than
 * the upload path, which made two hundred pictures take half a minute. Sizes the picture does not
 * reach (the 1600 px "full") reuse the largest encoding, as an upload never enlarged would.
 */
async function renderPicture(kind: ListingKind, seed: number, name: string): Promise<RenderedVariant[]> {
  const { data, info } = await sharp(Buffer.from(demoPictureSvg(kind, seed, name)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = new Map<number, Promise<{ data: Buffer; info: OutputInfo }>>();
  return Promise.all(
    listingPreset.variants.map(async (spec) => {
      const size = Math.min(spec.size, Math.max(info.width, info.height));
      let webp = encoded.get(size);
      if (!webp) {
        webp = sharp(data, { raw })
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: spec.quality, effort: 0 })
          .toBuffer({ resolveWithObject: true });
        encoded.set(size, webp);
      }
      const out = await webp;
      return { name: spec.name, data: out.data, width: out.info.width, height: out.info.height };
    }),
  );
}

/** A thing's kind: its own where it names one (the generic site's, bit's dog walks), else the site's main kind. */
const kindOf = (site: SiteConfig, thing: DemoThing): ListingKind => thing.kind ?? kindsOfSite(site.id)[0]!;

async function sitePictures(site: SiteConfig, texts: DemoSiteTexts): Promise<RenderedVariant[][]> {
  // Rendered together: sharp works on its own threads.
  return Promise.all(
    texts.things.flatMap((thing, t) =>
      Array.from({ length: PICTURES_PER_THING }, (_, v) =>
        renderPicture(kindOf(site, thing), seedOf(`${site.id}:${t}:${v}`), thing.name),
      ),
    ),
  );
}

/** What one listing of a site is: its thing in one variant, priced, placed and timed. */
export function demoListingValues(site: SiteConfig, texts: DemoSiteTexts, i: number) {
  const t = i % texts.things.length;
  const v = Math.floor(i / texts.things.length) % texts.variants.length;
  const thing = texts.things[t]!;
  // A thing may have variants of its own where the site's do not fit (a dog walk is not auctioned).
  const variant = (thing.variants ?? texts.variants)[v]!;
  const kind = kindOf(site, thing);
  const priceMinor = roundPrice(thing.price * variant.factor) * 100;
  const duration =
    variant.duration !== undefined ? variant.duration : thing.duration !== undefined ? thing.duration : texts.duration;
  // Online variants have no place on a map; the others take the site's cities in turn.
  const place = variant.online ? null : demoPlace(texts.cities, i);
  const sentences = thing.sentences ?? texts.sentences;
  const sentence = sentences[i % sentences.length]!;
  const priceBasis = thing.priceBasis ?? texts.priceBasis ?? 'whole';
  const priceNote = thing.priceNote !== undefined ? thing.priceNote : texts.priceNote;
  const note = priceMinor > 0 && priceNote ? `<p>${priceNote}</p>` : '';
  return {
    kind,
    name: `${thing.name}${variant.suffix}`,
    description: `<p><strong>${thing.name}</strong>. ${thing.about}</p><p>${sentence}</p>${note}`,
    priceMinor,
    currency: priceMinor === 0 ? null : site.currency,
    // A free offer is free for everyone: "per person" would say nothing.
    priceBasis: priceMinor === 0 ? ('whole' as const) : priceBasis,
    durationAmount: duration?.[0] ?? null,
    durationUnit: duration?.[1] ?? null,
    locationText: place?.locationText ?? texts.onlineText ?? '',
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    /** Which pictures (in sitePictures' order) it shows: its own first, then its sibling's. */
    pictures: [t * PICTURES_PER_THING + v, t * PICTURES_PER_THING + ((v + 1) % PICTURES_PER_THING)],
  };
}

async function sellerIds(db: Db): Promise<string[]> {
  await db
    .insert(users)
    .values(DEMO_SELLERS.map((s) => ({ email: s.email, name: s.name, emailVerifiedAt: new Date() })))
    .onConflictDoNothing();
  const emails = ['member@demo.test', ...DEMO_SELLERS.map((s) => s.email)];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const ids = emails.map((e) => rows.find((r) => r.email.toLowerCase() === e)?.id).filter((id): id is string => !!id);
  for (const id of ids.slice(1)) await grantRoles(db, id, ['member']);
  return ids;
}

/**
 * Twenty published offers per site in its language: ten things, each in two variants, with prices
 * and periods that fit the kind (a lesson per hour, a table per person, a flat for sale, per month or
 * per night), spread over the
 * site's own cities, and pictures drawn for the kind. The pictures are rendered once per site and
 * saved again per listing: every listing owns its files, so deleting one never takes another's
 * picture. Needs the demo users first.
 */
export async function seedDemoListings(db: Db, dataDir: string): Promise<number> {
  const owners = await sellerIds(db);
  if (owners.length === 0) return 0;
  let made = 0;
  for (const site of SITES) {
    const texts = DEMO_TEXTS[site.id];
    const pictures = await sitePictures(site, texts);
    const language = site.defaultLang;
    const planned = Array.from({ length: texts.things.length * texts.variants.length }, (_, i) =>
      demoListingValues(site, texts, i),
    );
    const values = planned.map(({ pictures: _, ...listing }, i) => {
      const publishedAt = new Date(Date.now() - (i * 5 + site.id.length) * 3_600_000);
      return {
        ...listing,
        site: site.id,
        ownerId: owners[i % owners.length]!,
        language,
        searchConfig: searchConfigFor(language),
        status: 'published' as const,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        publishedAt,
      };
    });
    const rows = await db.insert(listings).values(values).returning({ id: listings.id });
    const images = await Promise.all(
      rows.flatMap((row, i) =>
        // Every other listing has a second picture: galleries with one and with two are both shown.
        planned[i]!.pictures.slice(0, 1 + (i % 2)).map(async (picture, p) => {
          const saved = await saveMedia(dataDir, listingPreset, pictures[picture]!);
          return { listingId: row.id, position: p, cover: p === 0, mediaId: saved.id };
        }),
      ),
    );
    await db.insert(listingImages).values(images);
    made += rows.length;
  }
  return made;
}
