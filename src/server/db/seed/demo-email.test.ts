import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { emailMessages, users } from '../schema';
import { seedDemoEmail } from './demo-email';
import { seedDemoUsers } from './demo-users';

/* The demo accounts' mailboxes: something in every folder, some unread, starred, labelled. */
describeDialects('demo mailboxes, on %s', (dialect) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    await seedDemoUsers(app.db);
    await seedDemoEmail(app.db);
  });
  afterAll(async () => app?.close());

  it('gives the demo admin and member a lived-in mailbox, with the thread between them', async () => {
    for (const email of ['admin@demo.test', 'member@demo.test']) {
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const rows = await app.db.select().from(emailMessages).where(eq(emailMessages.ownerId, user!.id));
      const folders = new Set(rows.map((r) => r.folder));
      for (const folder of ['inbox', 'sent', 'spam']) expect(folders, `${email} ${folder}`).toContain(folder);
      expect(rows.some((r) => r.readAt === null && r.folder === 'inbox')).toBe(true);
      expect(rows.some((r) => r.starred)).toBe(true);
      expect(rows.some((r) => r.labels.length > 0)).toBe(true);
      expect(
        rows.some((r) => r.fromAddress === (email === 'admin@demo.test' ? 'member@demo.test' : 'admin@demo.test')),
      ).toBe(true);
    }
    const drafts = await app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.folder, 'draft'), isNull(emailMessages.readAt)));
    expect(drafts).toHaveLength(0);
  });
});
