import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { SITE_LISTING_KIND } from '../../../common/schemas/listings';
import { SITES, type SiteConfig } from '../../../common/sites';
import { listingPreset } from '../../media/presets';
import { saveMedia } from '../../media/store';
import { renderVariants, type RenderedVariant } from '../../media/variants';
import type { Db } from '../client';
import { listingImages, listings, searchConfigFor, users } from '../schema';
import { DEMO_TEXTS } from './demo-listing-texts';
import { grantRoles } from './roles';

/** Owners of the demo offers besides member@demo.test; they have no password (not for signing in). */
export const DEMO_SELLERS = [
  { email: 'anna.nowak@demo.test', name: 'Anna Nowak' },
  { email: 'james.carter@demo.test', name: 'James Carter' },
] as const;

/** Few and small (800 x 600): rendering them is most of the seed time. */
const PICTURES_PER_SITE = 3;

/** A picture made from shapes in the site's colour: no network, no stock photos. */
function pictureSvg(colour: string, seed: number): string {
  const hue = (seed * 67) % 360;
  const x = 200 + ((seed * 97) % 400);
  const y = 150 + ((seed * 53) % 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 1200 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="hsl(${hue},60%,35%)"/>
  </linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <circle cx="${x}" cy="${y}" r="${180 + (seed % 3) * 40}" fill="hsl(${(hue + 40) % 360},70%,70%)" opacity="0.55"/>
  <rect x="${700 - (seed % 4) * 60}" y="${420 + (seed % 5) * 30}" width="360" height="260" rx="40" fill="#fff" opacity="0.35"/>
  <path d="M0 780 Q300 ${640 + (seed % 4) * 30} 600 760 T1200 740 V900 H0 Z" fill="#000" opacity="0.18"/>
</svg>`;
}

async function sitePictures(site: SiteConfig): Promise<RenderedVariant[][]> {
  // Rendered together: sharp works on its own threads.
  return Promise.all(
    Array.from({ length: PICTURES_PER_SITE }, async (_, i) => {
      const jpeg = await sharp(Buffer.from(pictureSvg(site.theme.primary.light, i + site.id.length)))
        .jpeg({ quality: 85 })
        .toBuffer();
      const rendered = await renderVariants(jpeg, listingPreset);
      if ('problem' in rendered) throw new Error(`demo picture for ${site.id}: ${rendered.problem}`);
      return rendered.variants;
    }),
  );
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
 * About twenty published offers per site in its language, each with one or two generated
 * pictures. The pictures are rendered once per site and saved again per listing: every listing
 * owns its files, so deleting one never takes another's picture. Needs the demo users first.
 */
export async function seedDemoListings(db: Db, dataDir: string): Promise<number> {
  const owners = await sellerIds(db);
  if (owners.length === 0) return 0;
  let made = 0;
  for (const site of SITES) {
    const texts = DEMO_TEXTS[site.id];
    const pictures = await sitePictures(site);
    const language = site.defaultLang;
    const values = Array.from({ length: texts.things.length * 2 }, (_, i) => {
      const thing = texts.things[i % texts.things.length]!;
      const variant = texts.variants[Math.floor(i / texts.things.length)]!;
      const [low, high] = texts.price;
      // Rounded to whole units: demo prices look like prices.
      const priceMinor = high === 0 ? 0 : Math.round((low + ((i * 7919) % (high - low + 1))) / 100) * 100;
      const sentence = (k: number) => texts.sentences[(i + k) % texts.sentences.length]!;
      const publishedAt = new Date(Date.now() - (i * 5 + site.id.length) * 3_600_000);
      return {
        site: site.id,
        ownerId: owners[i % owners.length]!,
        kind: SITE_LISTING_KIND[site.id] ?? texts.kinds?.[i % texts.kinds.length] ?? 'offer',
        name: `${thing}${variant}`,
        description: `<p><strong>${thing}</strong>. ${sentence(0)}</p><p>${sentence(1)}</p>`,
        language,
        searchConfig: searchConfigFor(language),
        priceMinor,
        currency: priceMinor === 0 ? null : texts.currency,
        durationAmount: texts.duration?.[0] ?? null,
        durationUnit: texts.duration?.[1] ?? null,
        locationText: texts.places[i % texts.places.length]!,
        status: 'published' as const,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        publishedAt,
      };
    });
    const rows = await db.insert(listings).values(values).returning({ id: listings.id });
    const images = await Promise.all(
      rows.flatMap((row, i) =>
        Array.from({ length: 1 + (i % 2) }, async (_, p) => {
          const saved = await saveMedia(dataDir, listingPreset, pictures[(i + p) % pictures.length]!);
          return { listingId: row.id, position: p, cover: p === 0, mediaId: saved.id };
        }),
      ),
    );
    await db.insert(listingImages).values(images);
    made += rows.length;
  }
  return made;
}
