import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '@common/ssr';
import { registerUser, type TestUser } from '../../../server/test/accounts';
import { buildTestApp } from '../../../server/test/build-test-app';
import { client, flat, HOSTS } from '../../../server/test/listings';
import { renderPage } from '../../entry-server';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const MISSING = '00000000-0000-4000-8000-000000000000';
/** The app's HTML inside #root, as a browser without a session (and a crawler) gets it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="ssr-data"'));

/**
 * Issue #33 with the real server renderer, as in production: an offer page not yet public is
 * never rendered with its listing, so nothing the rendered-page cache keeps (one copy for
 * everyone) can show it. Its owner's browser shows it (e2e/own-draft.spec.ts).
 */
describe('a draft offer page rendered on the server', () => {
  let app: TestApp;
  let owner: TestUser;
  let draft: string;
  let renders = 0;
  const name = 'Secret attic flat';
  const counting: PageRenderer = (input) => {
    renders += 1;
    return renderPage(input);
  };

  beforeAll(async () => {
    // A first render compiles the page's modules here: on busy cores that passed the 3 s limit.
    app = await buildTestApp({ renderer: counting, env: { NODE_ENV: 'production', RENDER_TIME_LIMIT_MS: '60000' } });
    owner = await registerUser(app);
    const created = await client(app, owner).post('/api/listings', { ...flat, name });
    expect(created.statusCode, created.body).toBe(201);
    draft = created.json().id as string;
  });
  afterAll(async () => app?.close());

  const page = (user: TestUser | null, id = draft) =>
    app.inject({ url: `/pl/offer/${id}`, headers: { host: HOSTS.naszdom, ...(user ? user.headers : {}) } });

  it('is the not-found page a missing id gets, for everyone, and what is kept of it shows nothing of the draft', async () => {
    const missing = await page(null, MISSING);
    expect(missing.statusCode).toBe(404);
    for (const user of [null, owner]) {
      const res = await page(user);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      // Not its name, not its description: the page a missing id gets (its language links name
      // the address asked for, so the id is the only difference).
      expect(res.body).not.toContain(name);
      expect(res.body).not.toContain('balcony');
      expect(rootOf(res.body).replaceAll(draft, MISSING)).toBe(rootOf(missing.body));
    }
  });

  it('shows the listing once published: the publish clears the kept not-found page', async () => {
    const rendersBefore = renders;
    expect((await page(null)).statusCode).toBe(404);
    // Kept: the second request was not rendered again.
    expect(renders).toBe(rendersBefore);
    await client(app, owner).post(`/api/listings/${draft}/publish`);
    const res = await page(null);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(name);
    expect(res.body).not.toContain('content="noindex"');
  });
});
