import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../common/ssr';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';

/**
 * Issue #30, Medium 7: unique search queries bypass the page cache, so each costs a render. A
 * renderer that holds every render until the test lets go shows how many run at once.
 */
let running = 0;
let mostAtOnce = 0;
let renders = 0;
let open: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
const close = () => {
  gate = new Promise<void>((resolve) => (open = resolve));
};

const held: PageRenderer = async ({ url }) => {
  renders += 1;
  running += 1;
  mostAtOnce = Math.max(mostAtOnce, running);
  try {
    await gate;
    return {
      kind: 'page',
      status: 200,
      html: `<main>rendered ${new URL(url).search}</main><script>hydrate()</script>`,
      styles: '',
      data: { i18n: {}, queries: null },
    };
  } finally {
    running -= 1;
  }
};

describe('server rendering under many unique queries', () => {
  let app: App;
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

  beforeAll(async () => {
    app = await buildTestApp({
      env: { NODE_ENV: 'production', RENDER_CONCURRENCY: '2', RENDER_QUEUE_LIMIT: '2', RENDER_QUEUE_WAIT_MS: '10000' },
      renderer: held,
    });
  });
  afterAll(async () => app?.close());

  it('runs at most RENDER_CONCURRENCY renders, queues a few, and sends the rest the shell at once', async () => {
    close();
    mostAtOnce = 0;
    const answers: string[] = [];
    const requests = Array.from({ length: 12 }, (_, i) =>
      page(`/search?q=unique-${i}`).then((res) => {
        expect(res.statusCode).toBe(200);
        answers.push(res.body.includes('<main>rendered') ? 'rendered' : 'shell');
        return res;
      }),
    );
    // While the two renders are held: two wait for a turn, the other eight already have the shell.
    await expect.poll(() => answers.length, { timeout: 20_000 }).toBe(8);
    expect(answers.every((a) => a === 'shell')).toBe(true);
    expect(running).toBe(2);
    // Another visitor's API call is answered meanwhile (it used to wait behind 200 renders).
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const shell = (await requests[11])!;
    expect(shell.body).toContain('<div id="root"></div>');

    open();
    await Promise.all(requests);
    expect(answers.filter((a) => a === 'rendered')).toHaveLength(4);
    expect(mostAtOnce).toBe(2);
  });

  it('sends the shell to a queued request whose turn does not come within RENDER_QUEUE_WAIT_MS', async () => {
    const quick = await buildTestApp({
      env: { NODE_ENV: 'production', RENDER_CONCURRENCY: '1', RENDER_QUEUE_LIMIT: '5', RENDER_QUEUE_WAIT_MS: '50' },
      renderer: held,
    });
    try {
      close();
      const first = quick.inject({ method: 'GET', url: '/search?q=first', headers: { host: 'localhost' } });
      await expect.poll(() => running, { timeout: 20_000 }).toBe(1);
      const queued = await quick.inject({ method: 'GET', url: '/search?q=second', headers: { host: 'localhost' } });
      expect(queued.statusCode).toBe(200);
      expect(queued.body).not.toContain('<main>rendered');
      open();
      expect((await first).body).toContain('<main>rendered ?q=first');
    } finally {
      open();
      await quick.close();
    }
  });

  it('keeps a page by the parameters it reads: tracking and unread ones reuse it', async () => {
    open();
    const before = renders;
    const front = await page('/index?utm_source=mail&x=unique-1');
    expect(front.body).toContain('<main>rendered </main>');
    await page('/index?fbclid=abc&x=unique-2');
    await page('/index');
    expect(renders).toBe(before + 1);

    const search = await page('/search?q=flat&utm_campaign=spring&kind=rent');
    // The render sees only what the page reads, in one order.
    expect(search.body).toContain('<main>rendered ?kind=rent&q=flat</main>');
    await page('/search?kind=rent&q=flat&gclid=1');
    expect(renders).toBe(before + 2);
    await page('/search?q=house');
    expect(renders).toBe(before + 3);
  });
});
