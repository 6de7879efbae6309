import { describe, expect, it } from 'vitest';
import { korepetycje } from '../../common/sites/korepetycje';
import { planSitemapPages, sitemapFor, type SitemapSource } from './sitemap';

const ORIGIN = 'https://korepetycje.lol';

/** A source of `n` numbered offers, listing only the range it is asked for. */
function offers(n: number, asked: [number, number][] = []): SitemapSource {
  return {
    name: 'offers',
    count: async () => n,
    list: async (_site, origin, offset, limit) => {
      asked.push([offset, limit]);
      const end = Math.min(n, offset + limit);
      return Array.from({ length: Math.max(0, end - offset) }, (_, i) => ({
        loc: `${origin}/offer/${offset + i + 1}`,
      }));
    },
  };
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('planSitemapPages', () => {
  it('fills files up to the limit, a source spanning files where it must', () => {
    expect(planSitemapPages([3, 4], 5)).toEqual([
      [
        { source: 0, offset: 0, limit: 3 },
        { source: 1, offset: 0, limit: 2 },
      ],
      [{ source: 1, offset: 2, limit: 2 }],
    ]);
  });

  it('is one file up to the limit exactly, and one empty file with nothing to list', () => {
    expect(planSitemapPages([2, 3], 5)).toHaveLength(1);
    expect(planSitemapPages([2, 4], 5)).toHaveLength(2);
    expect(planSitemapPages([0, 0], 5)).toEqual([[]]);
    expect(planSitemapPages([12], 5).map((p) => p.map((s) => s.limit))).toEqual([[5], [5], [2]]);
  });
});

describe('sitemapFor', () => {
  it('lists every URL in one file while they fit', async () => {
    const answer = await sitemapFor([offers(3)], korepetycje, ORIGIN, undefined, 5);
    expect(answer.kind).toBe('urlset');
    if (answer.kind !== 'urlset') return;
    expect(answer.xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locsOf(answer.xml)).toEqual([1, 2, 3].map((i) => `${ORIGIN}/offer/${i}`));
  });

  it('becomes an index past the limit, each file reading only its own slice', async () => {
    const asked: [number, number][] = [];
    const sources = [offers(2), offers(9, asked)];
    const index = await sitemapFor(sources, korepetycje, ORIGIN, undefined, 5);
    expect(index.kind).toBe('index');
    expect(index.kind === 'index' && index.xml).toContain('<sitemapindex');
    expect(index.kind === 'index' && locsOf(index.xml)).toEqual([
      `${ORIGIN}/sitemap.xml?page=1`,
      `${ORIGIN}/sitemap.xml?page=2`,
      `${ORIGIN}/sitemap.xml?page=3`,
    ]);

    const second = await sitemapFor(sources, korepetycje, ORIGIN, 2, 5);
    expect(second.kind === 'urlset' && locsOf(second.xml)).toEqual([4, 5, 6, 7, 8].map((i) => `${ORIGIN}/offer/${i}`));
    expect(asked).toEqual([[3, 5]]);
    const last = await sitemapFor(sources, korepetycje, ORIGIN, 3, 5);
    expect(last.kind === 'urlset' && locsOf(last.xml)).toEqual([`${ORIGIN}/offer/9`]);
    expect((await sitemapFor(sources, korepetycje, ORIGIN, 4, 5)).kind).toBe('none');
  });

  it('has no numbered files while one file holds everything', async () => {
    expect((await sitemapFor([offers(3)], korepetycje, ORIGIN, 1, 5)).kind).toBe('none');
  });

  it('escapes what it writes', async () => {
    const odd: SitemapSource = {
      name: 'odd',
      count: async () => 1,
      list: async () => [
        { loc: `${ORIGIN}/a?b=1&c=<2>`, alternates: [{ hreflang: 'x-default', href: `${ORIGIN}/a?"` }] },
      ],
    };
    const answer = await sitemapFor([odd], korepetycje, ORIGIN, undefined);
    expect(answer.kind === 'urlset' && answer.xml).toContain(
      '<loc>https://korepetycje.lol/a?b=1&amp;c=&lt;2&gt;</loc>',
    );
    expect(answer.kind === 'urlset' && answer.xml).toContain('href="https://korepetycje.lol/a?&quot;"');
  });
});
