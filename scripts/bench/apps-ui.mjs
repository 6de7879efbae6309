// The Kanban and e-mail apps in the browser at their budget (issue #35: "a board of 500 cards and a
// mailbox of 10,000 messages stay responsive ... no interaction above 100 ms in the browser
// profile"). The production server is started once to seed a new folder, stopped, given a board
// of 500 cards and 10,000 messages for the demo admin (straight into its PGlite), and started
// again; Chromium then does what a person does on those pages, and the Event Timing API reports
// how long each interaction took from the input to the next frame drawn (what INP measures).
// An interaction under 16 ms is not reported by the browser at all, and counts as 16 here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { mailbox } from './email.mjs';
import { ADMIN } from './lighthouse.mjs';
import { startServer } from './server.mjs';

const CARDS = 500;
const MESSAGES = 10_000;
const ROUNDS = Number(process.env.BENCH_UI_ROUNDS ?? 5);
const TARGET_MS = 100;
const FLOOR_MS = 16;

/** The demo admin's board of CARDS cards over five columns, and their mailbox of MESSAGES. */
export async function fill(dataDir) {
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), lockDir: dataDir });
  try {
    const { db } = database;
    const [admin] = (await db.execute(sql`select id from users where email = ${ADMIN.email}`)).rows;
    const [board] = (
      await db.execute(sql`insert into kanban_boards (name, owner_id) values ('Bench board', ${admin.id}) returning id`)
    ).rows;
    await db.execute(sql`insert into kanban_board_members (board_id, user_id) values (${board.id}, ${admin.id})`);
    await db.execute(sql`
      insert into kanban_columns (board_id, name, position)
      select ${board.id}::uuid, (array['Backlog','Next','Doing','Review','Done'])[k], k * 1024
      from generate_series(1, 5) k`);
    await db.execute(sql`
      insert into kanban_cards (board_id, column_id, title, description, labels, due_date, position)
      select c.board_id, c.id, 'Task ' || g || ' in ' || c.name,
             case when g % 4 = 0 then '<p>Notes about this task.</p>' else '' end,
             case when g % 3 = 0 then array['bug'] else array['feature'] end,
             case when g % 5 = 0 then current_date + g % 30 end, g * 1024
      from kanban_columns c cross join generate_series(1, ${CARDS / 5}) g
      where c.board_id = ${board.id}::uuid`);
    await db.execute(sql`
      insert into kanban_card_assignees (card_id, user_id)
      select id, ${admin.id}::uuid from kanban_cards where board_id = ${board.id}::uuid and (position / 1024)::int % 2 = 0`);
    await mailbox(db, admin.id, MESSAGES);
    await db.execute(sql`analyze`);
    return board.id;
  } finally {
    await database.close();
  }
}

/** Records every interaction the page sees (Event Timing), from before the app starts. */
function recordInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Runs `act`, lets two frames pass, and answers the slowest interaction it caused (ms). */
async function timed(page, act) {
  await page.evaluate(() => (window.__interactions.length = 0));
  await act();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // Event Timing entries arrive after the frame: wait until the observer has had its turn.
  await page.waitForTimeout(50);
  const seen = await page.evaluate(() => window.__interactions);
  return Math.max(FLOOR_MS, ...seen.map((e) => e.duration));
}

async function kanbanActions(page, boardId) {
  const card = (n) => page.getByTestId('kanban-card').filter({ hasText: `Task ${n} in Backlog` });
  await page.goto(`/apps/kanban?board=${boardId}`);
  await card(1).waitFor({ timeout: 60_000 });
  const said = page.locator('[id^="DndLiveRegion"]');
  return [
    [
      'open a card, then close it (Escape)',
      async (round) => {
        const open = await timed(page, async () => {
          await card(10 + round).click();
          await page.getByRole('dialog').waitFor();
        });
        const close = await timed(page, async () => {
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        });
        return Math.max(open, close);
      },
    ],
    [
      'move a card to the next column by keyboard',
      async (round) => {
        const title = `Task ${20 + round} in Backlog`;
        await card(20 + round).focus();
        const pick = await timed(page, async () => {
          await page.keyboard.press('Space');
          await said.filter({ hasText: title }).waitFor();
        });
        await page.waitForTimeout(300); // dnd-kit measures the columns after the pick-up
        const step = await timed(page, () => page.keyboard.press('ArrowRight'));
        const moved = page.waitForResponse((r) => /\/cards\/.+\/move$/.test(r.url()) && r.ok());
        const drop = await timed(page, async () => {
          await page.keyboard.press('Space');
          await moved;
        });
        return Math.max(pick, step, drop);
      },
    ],
  ];
}

async function emailActions(page) {
  await page.goto('/apps/email');
  const rows = page.getByTestId('email-row');
  await rows.first().waitFor({ timeout: 60_000 });
  const search = page.getByRole('searchbox', { name: 'Search mail' });
  return [
    [
      'open a message, then back to the list',
      async (round) => {
        const open = await timed(page, async () => {
          await rows.nth(round).getByTestId('email-row-subject').click();
          await page.getByTestId('email-reader').waitFor();
        });
        const back = await timed(page, async () => {
          await page.getByRole('button', { name: 'Back to the list' }).click();
          await rows.first().waitFor();
        });
        return Math.max(open, back);
      },
    ],
    [
      'star a message',
      async (round) =>
        timed(page, async () => {
          const row = rows.nth(round + 5);
          const before = await row.getByRole('button', { name: /^(Star|Remove star)$/ }).getAttribute('aria-label');
          await row.getByRole('button', { name: /^(Star|Remove star)$/ }).click();
          const after = before === 'Star' ? 'Remove star' : 'Star';
          await row.getByRole('button', { name: after, exact: true }).waitFor();
        }),
    ],
    [
      'type a search word, key by key',
      async (round) => {
        await search.fill('');
        const typed = await timed(page, () => search.pressSequentially(`Invoice ${round + 1}`, { delay: 30 }));
        await search.fill('');
        return typed;
      },
    ],
    [
      'switch folder (sent, then inbox)',
      async () =>
        Math.max(
          await timed(page, async () => {
            await page.getByTestId('email-box-sent').click();
            await page.waitForURL(/\/apps\/email\/sent/, { waitUntil: 'commit' });
          }),
          await timed(page, async () => {
            await page.getByTestId('email-box-inbox').click();
            await page.waitForURL(/\/apps\/email(\/inbox)?$/, { waitUntil: 'commit' });
          }),
        ),
    ],
  ];
}

export async function runAppsUi({ port }) {
  console.log(
    `\nApps in the browser: a Kanban board of ${CARDS} cards and a mailbox of ${MESSAGES.toLocaleString('en')} ` +
      `messages; the slowest interaction of each action over ${ROUNDS} rounds (Event Timing, input to next ` +
      `frame), target <= ${TARGET_MS} ms`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-apps-ui-'));
  let server = await startServer({ port, dataDir });
  await server.stop();
  const boardId = await fill(dataDir);
  server = await startServer({ port, dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = [];
  try {
    const session = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).then((r) => r.json());
    const context = await browser.newContext({
      baseURL: `http://localhost:${port}`,
      viewport: { width: 1400, height: 900 },
    });
    await context.addInitScript((s) => {
      localStorage.setItem('userId', s.userId);
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('apiToken', s.apiToken);
      localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
    }, session);
    await context.addInitScript(recordInteractions);
    const page = await context.newPage();
    for (const [app, actions] of [
      ['kanban', () => kanbanActions(page, boardId)],
      ['email', () => emailActions(page)],
    ]) {
      for (const [label, act] of await actions()) {
        const times = [];
        for (let round = 0; round < ROUNDS; round += 1) times.push(await act(round));
        const worst = Math.max(...times);
        results.push({ app, label, worst, ok: worst <= TARGET_MS });
        console.log(
          `  ${app}: ${label}`.padEnd(56),
          `worst ${worst.toFixed(0)} ms`.padStart(14),
          `(${times.map((t) => t.toFixed(0)).join(', ')})`.padEnd(28),
          worst <= TARGET_MS ? 'PASS' : 'FAIL',
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
