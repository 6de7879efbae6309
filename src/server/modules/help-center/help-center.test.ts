import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { helpArticles } from '../../db/schema';
import { HELP_ARTICLES, seedDemoHelpArticles } from '../../db/seed/demo-help-articles';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client } from '../../test/listings';

/*
 * The help centre's API over the seeded articles: the front by category, full-text search in a
 * language (a word only the body holds, a stemmed form), one article with its English fallback,
 * and admin-only writing that refuses bad input and members without changing anything.
 */

interface Card {
  id: string;
  slug: string;
  language: string;
  category: string;
  title: string;
}

describeDialects('Help centre API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;
  const as = (who: TestUser | null) => client(app, who);
  const article = async (slug: string, lang = 'en') =>
    (await as(null).get(`/api/help-center/articles/${slug}?lang=${lang}`)).json();

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member] = await Promise.all([registerAdmin(app), registerUser(app)]);
    await seedDemoHelpArticles(app.db);
    // Seeding again adds nothing and keeps what is there.
    await seedDemoHelpArticles(app.db);
  }, 60_000);
  afterAll(async () => app?.close());

  it('lists every category with its articles and the popular ones, in the language asked for', async () => {
    expect((await app.db.select().from(helpArticles)).length).toBe(HELP_ARTICLES.length * 10);
    const home = (await as(null).get('/api/help-center?lang=de')).json() as {
      categories: { category: string; articles: Card[] }[];
      popular: Card[];
    };
    expect(home.categories.map((c) => c.category)).toEqual(['selling', 'buying', 'messages', 'calls', 'accounts']);
    expect(home.categories.flatMap((c) => c.articles)).toHaveLength(HELP_ARTICLES.length);
    expect(home.categories.flatMap((c) => c.articles.map((a) => a.language))).toEqual(
      Array(HELP_ARTICLES.length).fill('de'),
    );
    expect(home.popular.map((a) => a.slug).sort()).toEqual(
      HELP_ARTICLES.filter((a) => a.popular)
        .map((a) => a.slug)
        .sort(),
    );
    expect((await as(null).get('/api/help-center?lang=xx')).statusCode).toBe(400);
  });

  it('finds articles by a word of their body, stemmed, in the reader’s language', async () => {
    const search = async (q: string, lang = 'en') =>
      (await as(null).get(`/api/help-center/search?lang=${lang}&q=${encodeURIComponent(q)}`)).json().items as Card[];
    // "authenticator" is only in the two-step article's body and summary; "scanned" stems to "scan".
    expect((await search('authenticator')).map((a) => a.slug)).toContain('two-step-sign-in');
    expect((await search('scanned QR')).map((a) => a.slug)).toEqual(['two-step-sign-in']);
    expect((await search('Kamera Mikrofon', 'de')).map((a) => a.slug)).toContain('start-a-video-call');
    expect((await search('Kamera Mikrofon', 'de')).every((a) => a.language === 'de')).toBe(true);
    expect(await search('zebra crossing')).toEqual([]);
    // Missing, blank and over-long queries are refused.
    for (const q of ['', '%20%20', 'x'.repeat(101)]) {
      const res = await as(null).get(`/api/help-center/search?lang=en&q=${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('opens one article with related ones of its category, in English where it has no translation', async () => {
    const one = await article('reset-your-password', 'fr');
    expect(one).toMatchObject({ slug: 'reset-your-password', language: 'fr', category: 'accounts' });
    expect(one.title).toBe('Réinitialiser un mot de passe oublié');
    expect(one.related.map((r: Card) => r.category)).toEqual(Array(one.related.length).fill('accounts'));
    expect(one.related.map((r: Card) => r.slug)).not.toContain('reset-your-password');

    await app.db
      .delete(helpArticles)
      .where(eq(helpArticles.language, 'it'))
      .returning()
      .then(() => undefined);
    expect(await article('reset-your-password', 'it')).toMatchObject({
      language: 'en',
      title: 'Reset a forgotten password',
    });
    expect((await as(null).get('/api/help-center/articles/no-such-article?lang=en')).statusCode).toBe(404);
    expect((await as(null).get('/api/help-center/articles/Bad%20Slug?lang=en')).statusCode).toBe(400);
  });

  it('lets an admin edit, create and delete articles; the search reads the new words at once', async () => {
    const before = await article('contact-a-seller');
    const edit = {
      title: 'Write to a seller',
      summary: before.summary,
      body: `${before.body}\n\nA seller usually answers within a day, says the hummingbird.`,
      category: 'messages',
    };
    const res = await as(admin).put(`/api/help-center/articles/${before.id}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(await article('contact-a-seller')).toMatchObject({ title: 'Write to a seller', category: 'messages' });
    const found = (await as(null).get('/api/help-center/search?lang=en&q=hummingbird')).json().items as Card[];
    expect(found.map((a) => a.slug)).toEqual(['contact-a-seller']);

    const created = await as(admin).post('/api/help-center/articles', {
      slug: 'Sell-Faster',
      language: 'en',
      category: 'selling',
      title: 'Sell faster',
      summary: 'Good pictures sell.',
      body: 'Take pictures in daylight.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'sell-faster', popular: false });
    const again = await as(admin).post('/api/help-center/articles', {
      slug: 'sell-faster',
      language: 'en',
      category: 'selling',
      title: 'Again',
      summary: 'Again.',
      body: 'Again.',
    });
    expect(again.statusCode).toBe(409);
    expect(fieldCodes(again.json())).toEqual({ slug: 'helpSlugTaken' });
    expect((await as(admin).del(`/api/help-center/articles/${created.json().id}`)).statusCode).toBe(200);
    expect((await as(null).get('/api/help-center/articles/sell-faster?lang=en')).statusCode).toBe(404);
  });

  it('refuses bad input and anyone who may not write, and changes nothing', async () => {
    const target = await article('add-a-listing');
    const rows = async () => (await app.db.select().from(helpArticles)).length;
    const count = await rows();
    const bad = await as(admin).put(`/api/help-center/articles/${target.id}`, {
      title: '   ',
      summary: 'x'.repeat(401),
      body: '',
      category: 'gossip',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad.json())).toEqual({
      title: 'valueRequired',
      summary: 'valueTooLong',
      body: 'valueRequired',
      category: 'notInList',
    });
    const good = { title: 'Hijacked', summary: 'x', body: 'x', category: 'selling' };
    expect((await as(null).put(`/api/help-center/articles/${target.id}`, good)).statusCode).toBe(401);
    expect((await as(member).put(`/api/help-center/articles/${target.id}`, good)).statusCode).toBe(403);
    const create = { ...good, slug: 'member-article', language: 'en' };
    expect((await as(member).post('/api/help-center/articles', create)).statusCode).toBe(403);
    expect((await as(member).del(`/api/help-center/articles/${target.id}`)).statusCode).toBe(403);
    const bogusSlug = await as(admin).post('/api/help-center/articles', { ...create, slug: 'two words!' });
    expect(bogusSlug.statusCode).toBe(400);
    expect(fieldCodes(bogusSlug.json())).toEqual({ slug: 'helpSlugInvalid' });
    expect(await article('add-a-listing')).toMatchObject({ title: target.title, body: target.body });
    expect(await rows()).toBe(count);
  });
});
