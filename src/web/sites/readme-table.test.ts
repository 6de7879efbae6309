import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindsOfSite } from '@common/schemas/listings';
import { DEFAULT_THEME } from '@common/sites/defaults';
import { SITES } from '@common/sites';

/** The README's site table, row by row: the cells after the id, by site id. */
function readmeRows(): Map<string, string[]> {
  const readme = readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
  const rows = new Map<string, string[]>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | id | domain | listings | language, money | look | landing | member's Home |
    if (cells.length === 9 && SITES.some((s) => s.id === cells[1])) rows.set(cells[1]!, cells.slice(2, 8));
  }
  return rows;
}

/**
 * The README tells readers where a site's config differs from SPEC.md's defaults (issue #33):
 * the table must say what the site files say, or it misleads.
 */
describe("the README's site table", () => {
  const rows = readmeRows();

  it.each(SITES.map((s) => [s.id, s] as const))('%s: matches its config', (_id, site) => {
    const row = rows.get(site.id);
    expect(row, site.id).toBeDefined();
    const [, listings, language, look, landing, memberHome] = row!;
    expect(memberHome).toBe(site.home);
    const [lang, money] = language!
      .replace('¹', '')
      .split(',')
      .map((p) => p.trim());
    expect(lang).toBe(site.defaultLang);
    expect(money).toBe(site.currency);
    if (look === 'SPEC defaults') expect(site.theme).toEqual(DEFAULT_THEME);
    else {
      const [mode, ...rest] = look!.split(',').map((p) => p.trim());
      expect(mode).toBe(site.theme.defaultMode);
      expect(rest.includes('bordered')).toBe(site.theme.defaultSkin === 'bordered');
      expect(rest.at(-1)?.toUpperCase()).toBe(site.theme.primary.light.toUpperCase());
    }
    const [page, members] = landing!.split(',').map((p) => p.trim());
    expect(page).toBe(site.configuration.DefaultLandingAdminPage);
    const home = site.navigation.find((n) => n.title === 'nav.home');
    expect(members === 'members').toBe(home?.requiredScope === 'internal');
    expect(/\bvideo\b/.test(listings!)).toBe(site.features.videoCalls);
    expect(listings!.includes('dog walking')).toBe(
      site.id !== 'generic' && kindsOfSite(site.id).includes('dog-walking'),
    );
  });
});
