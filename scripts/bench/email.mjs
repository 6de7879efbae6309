// The e-mail app at scale (issue #35: "a mailbox of 10,000 messages lists with p95 <= 50 ms").
// Generates one user's mailbox in SQL (INSERT ... SELECT generate_series: 10,000 messages over the
// five folders, a fifth unread, some starred and labelled, a few with attachments) next to 20
// other users' mailboxes of 2,000 each, so the owner's rows are not the whole table, in a
// temporary PGlite folder and, with TEST_DATABASE_URL, a temporary PostgreSQL database; then times
// each list through its service function (the code the HTTP route calls after validation) with
// the query the page sends, and the folder counts the sidebar asks for on every view.
import { sql } from 'drizzle-orm';
import { onPglite, onPostgres } from './search.mjs';
import { percentile } from './stats.mjs';

const MESSAGES = Number(process.env.BENCH_EMAIL_MESSAGES ?? 10_000);
const OTHERS = 20;
const OTHER_MESSAGES = 2_000;
const RUNS = Number(process.env.BENCH_EMAIL_RUNS ?? 40);
const TARGET_P95_MS = 50;

const WORDS = ['Invoice', 'Meeting', 'Delivery', 'Report', 'Offer', 'Reminder', 'Photos', 'Contract', 'Trip', 'Order'];
const arr = (words) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);

/** `count` messages of `owner`: folders mostly inbox, a fifth unread, a tenth starred, labels by turns. */
export async function mailbox(db, owner, count) {
  await db.execute(sql`
    insert into email_messages (owner_id, folder, from_name, from_address, to_addresses, subject, body_html, body_text,
                                labels, starred, read_at, sent_at)
    select ${owner}::uuid,
           (array['inbox','inbox','inbox','inbox','inbox','sent','sent','draft','spam','trash'])[1 + g % 10],
           'Sender ' || (g % 300), 'sender' || (g % 300) || '@example.org', '["me@example.org"]'::jsonb,
           (${arr(WORDS)})[1 + g % 10] || ' ' || g,
           '<p>' || repeat('Hello, here is the text of message ' || g || '. ', 4) || '</p>',
           repeat('Hello, here is the text of message ' || g || '. ', 4),
           case g % 7 when 0 then array['personal'] when 1 then array['company'] when 2 then array['important', 'company']
                      when 3 then array['private'] else '{}'::text[] end,
           g % 10 = 0, case when g % 5 = 0 then null else now() end, now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g`);
}

async function generate(db) {
  const owners = (
    await db.execute(sql`
      insert into users (email, name)
      select 'bench-mail-' || g || '@example.org', 'Bench ' || g from generate_series(0, ${OTHERS}) g
      returning id`)
  ).rows.map((r) => r.id);
  await mailbox(db, owners[0], MESSAGES);
  for (const other of owners.slice(1)) await mailbox(db, other, OTHER_MESSAGES);
  // One message in fifty has a file, so the list's "has attachments" is asked about real rows.
  await db.execute(sql`
    insert into email_attachments (owner_id, message_id, name, content_type, size, data)
    select owner_id, id, 'file.txt', 'text/plain', 5, '\\x68656c6c6f'::bytea
    from email_messages where owner_id = ${owners[0]}::uuid and abs(hashtext(id::text)) % 50 = 0`);
  await db.execute(sql`analyze`);
  return owners[0];
}

function cases(s, owner) {
  const q = (query) => s.listEmailQuerySchema.parse(query);
  return [
    ['inbox, first page (default)', (db) => s.listEmail(db, owner, q({}))],
    ['inbox, deep page', (db) => s.listEmail(db, owner, q({ page: 150 }))],
    ['sent', (db) => s.listEmail(db, owner, q({ box: 'sent' }))],
    ['starred', (db) => s.listEmail(db, owner, q({ box: 'starred' }))],
    ['label "important"', (db) => s.listEmail(db, owner, q({ box: 'important' }))],
    ['trash', (db) => s.listEmail(db, owner, q({ box: 'trash' }))],
    ['inbox, search "report"', (db) => s.listEmail(db, owner, q({ q: 'report' }))],
    ['inbox, search text "message 4211"', (db) => s.listEmail(db, owner, q({ q: 'message 4211' }))],
    [
      'folder and label counts (unread inbox)',
      (db) => s.emailCounts(db, owner).then((c) => ({ total: c.folders.inbox })),
    ],
  ];
}

export async function runEmail() {
  const { listEmail, emailCounts } = await import('../../src/server/modules/email/email-service.ts');
  const { listEmailQuerySchema } = await import('../../src/common/schemas/email.ts');
  const s = { listEmail, emailCounts, listEmailQuerySchema };
  const targets = [['PGlite', onPglite]];
  if (process.env.TEST_DATABASE_URL)
    targets.push(['PostgreSQL', (run) => onPostgres(process.env.TEST_DATABASE_URL, run)]);
  const n = (x) => x.toLocaleString('en');
  console.log(
    `\nE-mail lists over a mailbox of ${n(MESSAGES)} messages (beside ${OTHERS} of ${n(OTHER_MESSAGES)}); ` +
      `${RUNS} runs per query through the service functions, target p95 <= ${TARGET_P95_MS} ms`,
  );
  if (!process.env.TEST_DATABASE_URL) console.log('  (TEST_DATABASE_URL not set: PostgreSQL skipped)');
  const all = [];
  for (const [engine, open] of targets) {
    await open(async (database) => {
      await database.migrate();
      const t0 = performance.now();
      const owner = await generate(database.db);
      console.log(`${engine}: mailboxes generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      console.log('  query'.padEnd(44), 'rows'.padStart(8), 'p50'.padStart(9), 'p95'.padStart(9), ' result');
      for (const [label, run] of cases(s, owner)) {
        const times = [];
        let total = 0;
        for (let i = 0; i < RUNS + 3; i += 1) {
          const started = performance.now();
          const page = await run(database.db);
          // The first runs warm caches and plans; they are not counted.
          if (i >= 3) times.push(performance.now() - started);
          total = page.total;
        }
        const r = { engine, label, total, p50: percentile(times, 50), p95: percentile(times, 95) };
        r.ok = r.p95 <= TARGET_P95_MS;
        all.push(r);
        console.log(
          `  ${label}`.padEnd(44),
          String(total).padStart(8),
          `${r.p50.toFixed(1)} ms`.padStart(9),
          `${r.p95.toFixed(1)} ms`.padStart(9),
          r.ok ? ' PASS' : ' FAIL',
        );
      }
    });
  }
  return all;
}
