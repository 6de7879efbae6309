import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LISTING_KINDS } from '../../../common/schemas/listings';
import { SITES } from '../../../common/sites';
import { DEMO_TEXTS } from './demo-listing-texts';
import { demoListingValues } from './demo-listings';
import { PICTURE_HEIGHT, PICTURE_WIDTH, demoPictureSvg, lessonTopic } from './demo-pictures';
import { POLISH_CITIES, demoPlace, roundPrice } from './demo-places';

describe('demo prices', () => {
  it('are rounded the way sellers write them, never to nothing', () => {
    expect(roundPrice(0)).toBe(0);
    expect(roundPrice(0.4)).toBe(1);
    expect(roundPrice(48.6)).toBe(49);
    expect(roundPrice(99)).toBe(99);
    expect(roundPrice(133)).toBe(135);
    expect(roundPrice(1_562)).toBe(1_550);
    expect(roundPrice(12_740)).toBe(12_500);
    expect(roundPrice(649_400)).toBe(649_000);
    // A monthly rent from a flat's price: 620,000 x 0.45% = 2,790.
    expect(roundPrice(620_000 * 0.0045)).toBe(2_800);
  });
});

describe('demo places', () => {
  it('take the cities in turn, with a district of the city and a pin within a few km of its centre', () => {
    const places = Array.from({ length: 20 }, (_, i) => demoPlace(POLISH_CITIES, i));
    expect(new Set(places.slice(0, 3).map((p) => p.city)).size).toBe(3);
    for (const place of places) {
      const city = POLISH_CITIES.find((c) => c.name === place.city)!;
      expect(city.districts.map((d) => `${city.name}, ${d}`)).toContain(place.locationText);
      expect(Math.abs(place.latitude - city.latitude)).toBeLessThanOrEqual(0.0251);
      expect(Math.abs(place.longitude - city.longitude)).toBeLessThanOrEqual(0.0351);
    }
    // Two listings in one city are not on the same spot.
    expect(places[0]!.latitude).not.toBe(places[POLISH_CITIES.length]!.latitude);
    expect(demoPlace(POLISH_CITIES, 7)).toEqual(demoPlace(POLISH_CITIES, 7));
  });
});

describe('demo listing values', () => {
  it('give a flat for sale no period and the same flat to rent a monthly rent', () => {
    const naszdom = SITES.find((s) => s.id === 'naszdom')!;
    const texts = DEMO_TEXTS.naszdom;
    const sale = demoListingValues(naszdom, texts, 0);
    const rent = demoListingValues(naszdom, texts, texts.things.length);
    expect(sale).toMatchObject({ kind: 'property', currency: 'PLN', durationAmount: null, durationUnit: null });
    expect(rent).toMatchObject({ kind: 'property', currency: 'PLN', durationAmount: 1, durationUnit: 'months' });
    expect(sale.priceMinor).toBeGreaterThan(100 * rent.priceMinor);
    // Each shows its own picture first and its sibling's second.
    expect(sale.pictures[0]).toBe(rent.pictures[1]);
    expect(rent.pictures[0]).toBe(sale.pictures[1]);
  });

  it('let a studio by the night at a believable nightly rate, and seat a guest at a table per person', () => {
    const naszdom = SITES.find((s) => s.id === 'naszdom')!;
    const texts = DEMO_TEXTS.naszdom;
    const t = texts.things.findIndex((thing) => thing.name.startsWith('Kawalerka'));
    const night = demoListingValues(naszdom, texts, t + texts.things.length);
    expect(night).toMatchObject({ durationAmount: 1, durationUnit: 'nights', priceBasis: 'whole', currency: 'PLN' });
    expect(night.name).toMatch(/na doby/);
    // A night in a small flat: a couple of hundred złoty, not a month's rent.
    expect(night.priceMinor).toBeGreaterThanOrEqual(100_00);
    expect(night.priceMinor).toBeLessThanOrEqual(400_00);
    const bookatable4 = SITES.find((s) => s.id === 'bookatable4')!;
    expect(demoListingValues(bookatable4, DEMO_TEXTS.bookatable4, 0)).toMatchObject({
      priceBasis: 'person',
      durationAmount: 2,
      durationUnit: 'hours',
      currency: 'GBP',
    });
  });

  it('price a dog walk per walk (an hour, or a short half hour), never as an auction', () => {
    const bit = SITES.find((s) => s.id === 'bit')!;
    const texts = DEMO_TEXTS.bit;
    const t = texts.things.findIndex((thing) => thing.kind === 'dog-walking');
    expect(t).toBeGreaterThanOrEqual(0);
    const walk = demoListingValues(bit, texts, t);
    const short = demoListingValues(bit, texts, t + texts.things.length);
    expect(walk).toMatchObject({ kind: 'dog-walking', durationAmount: 1, durationUnit: 'hours', currency: 'PLN' });
    expect(short).toMatchObject({ kind: 'dog-walking', durationAmount: 30, durationUnit: 'minutes' });
    expect(short.priceMinor).toBeLessThan(walk.priceMinor);
    for (const listing of [walk, short]) {
      expect(listing.name).not.toMatch(/licytacja/i);
      expect(listing.description).not.toMatch(/licytacj|wysyłka|przedmiot/i);
      expect(listing.latitude).not.toBeNull();
    }
    // The rest of bit is still its things, their second variant an auction.
    expect(demoListingValues(bit, texts, texts.things.length)).toMatchObject({ kind: 'offer' });
    const generic = SITES.find((s) => s.id === 'generic')!;
    const kinds = DEMO_TEXTS.generic.things.map((_, i) => demoListingValues(generic, DEMO_TEXTS.generic, i).kind);
    expect(new Set(kinds)).toEqual(new Set(LISTING_KINDS));
  });

  it('leave an online lesson without a place on the map', () => {
    const korepetycje = SITES.find((s) => s.id === 'korepetycje')!;
    const texts = DEMO_TEXTS.korepetycje;
    const online = demoListingValues(korepetycje, texts, texts.things.length);
    expect(online).toMatchObject({ locationText: 'Online', latitude: null, longitude: null });
    expect(online.name).toMatch(/online$/);
    expect(demoListingValues(korepetycje, texts, 0).latitude).not.toBeNull();
  });
});

describe('demo pictures', () => {
  it('draw a scene for every kind that sharp renders at the card size, different per seed', async () => {
    for (const kind of LISTING_KINDS) {
      const svg = demoPictureSvg(kind, 1);
      expect(svg, kind).not.toBe(demoPictureSvg(kind, 2));
      expect(demoPictureSvg(kind, 1), kind).toBe(svg);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height], kind).toEqual([PICTURE_WIDTH, PICTURE_HEIGHT]);
    }
    // Different kinds are different scenes, not one picture recoloured.
    expect(demoPictureSvg('tutoring', 1).length).not.toBe(demoPictureSvg('property', 1).length);
  });

  it('show what a lesson teaches: every korepetycje.lol lesson has a topic, and topics draw different things', async () => {
    const lessons = DEMO_TEXTS.korepetycje.things.map((thing) => thing.name);
    const topics = lessons.map((name) => lessonTopic(name));
    expect(
      topics.filter((t) => t === undefined),
      lessons.join(', '),
    ).toEqual([]);
    // Nine topics among ten lessons (two are languages): not one scene recoloured ten times.
    expect(new Set(topics).size).toBeGreaterThanOrEqual(8);
    // Same seed, different lessons: different drawings, each one that sharp renders.
    const pictures = lessons.map((name) => demoPictureSvg('tutoring', 7, name));
    expect(new Set(pictures).size).toBe(new Set(topics).size);
    for (const svg of pictures) await sharp(Buffer.from(svg)).raw().toBuffer();
  });
});
