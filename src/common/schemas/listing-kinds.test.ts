import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../sites/site-config';
import { kindsOfSite, LISTING_KINDS, SITE_LISTING_KIND, SITE_LISTING_KINDS } from './listings';

describe('listing kinds', () => {
  it('every kind a site lists is a known one, each once, and the generic site takes them all', () => {
    for (const site of SITE_IDS) {
      const kinds = kindsOfSite(site);
      expect(kinds.length, site).toBeGreaterThan(0);
      expect(new Set(kinds).size, site).toBe(kinds.length);
      for (const kind of kinds) expect(LISTING_KINDS, site).toContain(kind);
    }
    expect(kindsOfSite('generic')).toEqual(LISTING_KINDS);
  });

  it('offers dog walking (SPEC.md section 1) on the generic site and on bit, and nowhere it does not fit', () => {
    const sitesWithDogs = SITE_IDS.filter((site) => kindsOfSite(site).includes('dog-walking'));
    expect(sitesWithDogs).toEqual(['generic', 'bit']);
    // bit's main kind stays its offers: a new listing there is an offer unless its author says otherwise.
    expect(SITE_LISTING_KINDS.bit?.[0]).toBe('offer');
  });

  it('names a single kind only for a site of one kind (no kind field, no kind filter there)', () => {
    for (const site of SITE_IDS) {
      const kinds = SITE_LISTING_KINDS[site];
      expect(SITE_LISTING_KIND[site], site).toBe(kinds?.length === 1 ? kinds[0] : null);
    }
    expect(SITE_LISTING_KIND.bit).toBeNull();
    expect(SITE_LISTING_KIND.korepetycje).toBe('tutoring');
  });
});
