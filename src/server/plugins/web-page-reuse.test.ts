import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../common/ssr';
import type { App } from '../app';
import { registerAdmin, registerUser, type TestUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { client, flat, HOSTS } from '../test/listings';

/**
 * A server renderer that shows the site's published listings, as a front page does, through the
 * same in-process API calls (the real one is src/web/entry-server.tsx, tested in its own suite).
 */
let renders = 0;
const listingTitles: PageRenderer = async ({ apiFetch }) => {
  renders += 1;
  const page = (await (await apiFetch('/api/listings', {})).json()) as { items: { name: string }[] };
  return {
    kind: 'page',
    status: 200,
    html: `<ul>${page.items.map((i) => `<li>${i.name}</li>`).join('')}</ul><script>hydrate(${page.items.length})</script>`,
    styles: '',
    data: { i18n: {}, queries: null },
  };
};

describe('a kept page and the listings it shows', () => {
  let app: App;
  let seller: TestUser;
  let admin: TestUser;
  const frontPage = () => app.inject({ method: 'GET', url: '/index', headers: { host: HOSTS.naszdom } });
  const publish = async (name: string) => {
    const created = await client(app, seller).post('/api/listings', { ...flat, name });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await client(app, seller).post(`/api/listings/${id}/publish`)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    app = await buildTestApp({
      env: { NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'page-reuse-')) },
      renderer: listingTitles,
    });
    seller = await registerUser(app, { name: 'Seller' });
    admin = await registerAdmin(app);
  });
  afterAll(async () => app?.close());

  it('is reused, the same bytes and CSP each time, until a listing changes', async () => {
    await publish('First flat');
    const first = await frontPage();
    expect(first.body).toContain('<li>First flat</li>');
    const rendersBefore = renders;
    const again = await frontPage();
    expect(renders).toBe(rendersBefore);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const hydrateHash = `'sha256-${createHash('sha256').update('hydrate(1)').digest('base64')}'`;
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['content-security-policy']).toContain(hydrateHash);

    // Published through the API: the very next page shows it.
    await publish('Second flat');
    const next = await frontPage();
    expect(next.body).toContain('<li>Second flat</li>');
    // The page's own script changed, and its hash with it.
    expect(next.headers['content-security-policy']).not.toContain(hydrateHash);
    expect(next.headers['content-security-policy']).toContain(
      `'sha256-${createHash('sha256').update('hydrate(2)').digest('base64')}'`,
    );
  });

  it('shows a deleted seller\u2019s listings no more on the next page (they go with the account)', async () => {
    expect((await frontPage()).body).toContain('<li>First flat</li>');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${seller.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after = await frontPage();
    expect(after.body).not.toContain('First flat');
    expect(after.body).not.toContain('Second flat');
  });

  it('is not changed by writes that touch no listing', async () => {
    await frontPage();
    const rendersBefore = renders;
    expect((await registerUser(app)).id).toBeTruthy();
    await frontPage();
    expect(renders).toBe(rendersBefore);
  });
});
