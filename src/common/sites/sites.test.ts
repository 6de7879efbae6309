import { describe, expect, it } from 'vitest';
import { resolveSite, SITE_IDS, siteById, SITES } from './index';
import { siteConfigSchema } from './site-schema';

describe('site registry', () => {
  it('holds each of the 11 sites exactly once, and each config is valid', () => {
    expect(SITES.map((s) => s.id).sort()).toEqual([...SITE_IDS].sort());
    for (const site of SITES) {
      const parsed = siteConfigSchema.safeParse(site);
      expect(parsed.success, `${site.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('gives no two sites the same domain', () => {
    const domains = SITES.flatMap((s) => s.domains);
    expect(new Set(domains).size).toBe(domains.length);
  });

  it('uses the default languages of DESIGN.md section 4', () => {
    const polish = SITES.filter((s) => s.defaultLang === 'pl')
      .map((s) => s.id)
      .sort();
    expect(polish).toEqual(['bit', 'czytajbiblie', 'korepetycje', 'naszdom']);
  });

  it('offers the navigation entries of SPEC.md with their scopes', () => {
    for (const site of SITES) {
      const byTitle = Object.fromEntries(site.navigation.map((n) => [n.title, n]));
      expect(byTitle['nav.addNew']).toMatchObject({ to: '/add-new', requiredScope: 'internal' });
      expect(byTitle['nav.myItems']).toMatchObject({ to: '/my-items', requiredScope: 'internal' });
      expect(byTitle['nav.myMessages']).toMatchObject({ to: '/my-messages', requiredScope: 'internal' });
      expect(byTitle['nav.academy']?.requiredScope).toBeUndefined();
      expect(byTitle['nav.home']?.to).toBe(site.configuration.DefaultLandingAdminPage);
      // A marketplace's members see Home, their own seller home (web/lib/paths.ts homePath).
      if (site.home === 'seller') expect(byTitle['nav.home']?.requiredScope, site.id).toBe('internal');
    }
  });

  it("names a member's home for every site: their own seller dashboard on the marketplaces", () => {
    const homes = Object.fromEntries(SITES.map((s) => [s.id, s.home]));
    expect(homes.generic).toBe('logistics');
    for (const site of SITES.filter((s) => s.id !== 'generic')) expect(site.home, site.id).toBe('seller');
  });
});

describe('resolveSite', () => {
  const resolve = (host: string | undefined, override?: string) =>
    resolveSite(SITES, host, { defaultSite: 'generic', override: override ?? null }).id;

  it.each(SITES.filter((s) => s.domains.length > 0).map((s) => [s.domains[0] as string, s.id]))(
    'maps %s to %s, with or without www. and a port',
    (domain, id) => {
      expect(resolve(domain)).toBe(id);
      expect(resolve(`www.${domain}`)).toBe(id);
      expect(resolve(`${domain}:3000`)).toBe(id);
      expect(resolve(`WWW.${domain.toUpperCase()}:443`)).toBe(id);
    },
  );

  it('gives local and unknown hosts the default site', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'example.org', '', undefined]) {
      expect(resolve(host)).toBe('generic');
    }
    expect(resolveSite(SITES, 'example.org', { defaultSite: 'naszdom' }).id).toBe('naszdom');
  });

  it('does not match a look-alike domain', () => {
    expect(resolve('evilkorepetycje.lol')).toBe('generic');
    expect(resolve('korepetycje.lol.example.org')).toBe('generic');
  });

  it('lets a known ?site= override win, and ignores an unknown one', () => {
    expect(resolve('localhost', 'bestgame')).toBe('bestgame');
    expect(resolve('korepetycje.lol', 'naszdom')).toBe('naszdom');
    expect(resolve('korepetycje.lol', 'nope')).toBe('korepetycje');
  });

  it('finds every site by id', () => {
    for (const id of SITE_IDS) expect(siteById(id).id).toBe(id);
  });
});
