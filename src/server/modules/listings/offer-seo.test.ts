import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { pictureIn } from '../../media/test-images';
import { registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { buildListingsApp, client, flat, HOSTS } from '../../test/listings';
import { plainExcerpt, scriptJson } from './offer-head';

const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';

describeDialects('offer pages for search engines on %s', (dialect) => {
  let app: App;
  let owner: TestUser;
  let published: string;
  let draft: string;
  let otherSite: string;
  /** The uploaded picture's largest size, a path on the site. */
  let houseImage: string;

  const create = async (host: string, fields: Record<string, unknown>, publish: boolean) => {
    const res = await client(app, owner, host).post('/api/listings', { ...flat, ...fields });
    if (res.statusCode !== 201) throw new Error(res.body);
    const id = res.json().id as string;
    if (publish) await client(app, owner, host).post(`/api/listings/${id}/publish`);
    return id;
  };

  beforeAll(async () => {
    app = await buildListingsApp(dialect);
    owner = await registerUser(app);
    published = await create(
      HOSTS.naszdom,
      {
        name: 'Dom z ogrodem </script><script>alert(1)</script>',
        description: '<p>Trzy pokoje &amp; <strong>duży</strong> ogród.</p><p>Blisko lasu.</p>',
        priceMinor: 123_456,
        currency: 'PLN',
      },
      true,
    );
    const photo = await client(app, owner, HOSTS.naszdom).upload(
      `/api/listings/${published}/images`,
      await pictureIn.jpeg(),
    );
    houseImage = (photo.json() as { images: { full: string }[] }).images[0]!.full;
    draft = await create(HOSTS.naszdom, { name: 'Szkic' }, false);
    otherSite = await create(HOSTS.bestgame, { name: 'Board game' }, true);
  });
  afterAll(async () => app?.close());

  const page = (url: string, host: string = HOSTS.naszdom) => client(app, null, host).get(url);

  it('lists the published offers of that site only in its sitemap, in each of its languages', async () => {
    const xml = (await page('/sitemap.xml')).body;
    expect(xml).toContain(`/pl/offer/${published}</loc>`);
    expect(xml).toContain(`/en/offer/${published}</loc>`);
    expect(xml).toMatch(new RegExp(`hreflang="x-default" href="[^"]*/pl/offer/${published}"`));
    expect(xml).not.toContain(draft);
    expect(xml).not.toContain(otherSite);
    const games = (await page('/sitemap.xml', HOSTS.bestgame)).body;
    expect(games).toContain(`/offer/${otherSite}</loc>`);
    expect(games).not.toContain(published);
  });

  it("gives an offer page the offer's title, excerpt, picture and Product JSON-LD", async () => {
    const res = await page(`/en/offer/${published}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain('<title>Dom z ogrodem &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(head).toContain('<meta name="description" content="Trzy pokoje &amp; duży ogród. Blisko lasu.">');
    expect(head).toMatch(new RegExp(`<meta property="og:image" content="https?://[^/"]+${houseImage}">`));
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/en/offer/${published}">`));
    expect(head).toContain('<meta property="og:locale" content="en_US">');
    // Data, not code: no nonce and no hash in the CSP for it (ADR 0023).
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
    // The name's "</script>" cannot close the element early: the JSON holds no "<" at all.
    expect(json).not.toContain('<');
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'Product',
      name: 'Dom z ogrodem </script><script>alert(1)</script>',
      image: [expect.stringMatching(new RegExp(`^https?://[^/]+${houseImage}$`))],
      offers: { '@type': 'Offer', price: '1234.56', priceCurrency: 'PLN' },
    });
  });

  it('answers 404 for an unknown offer, a draft, another site’s offer or a path that is no language', async () => {
    for (const url of [
      '/pl/offer/00000000-0000-4000-8000-000000000000',
      '/pl/offer/not-an-id',
      `/pl/offer/${draft}`,
      `/pl/offer/${otherSite}`,
      `/xx/offer/${published}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(headOf(res.body), url).toContain('noindex');
    }
  });
});

it('cuts a description to plain text at a word, and keeps JSON from closing a script', () => {
  expect(plainExcerpt('<p>One&nbsp;two</p><ul><li>three</li></ul>')).toBe('One two three');
  expect(plainExcerpt(`<p>${'word '.repeat(60)}</p>`, 30)).toBe('word word word word word…');
  expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
});
