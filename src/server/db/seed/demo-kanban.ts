import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  kanbanBoardMembers,
  kanbanBoards,
  kanbanCardAssignees,
  kanbanCards,
  kanbanColumns,
  kanbanComments,
  users,
} from '../schema';
import { DEMO_USERS } from './demo-users';

/*
 * The Kanban app's demo board (issue #35): one board shared by the demo admin (its owner) and the
 * demo member, with a few columns and cards in every state (labels, due dates, assignees,
 * comments), so both accounts see the same board and each other's moves live at once.
 */

const DAY_MS = 86_400_000;
const STEP = 1024;

interface DemoCard {
  column: number;
  title: string;
  description?: string;
  labels?: string[];
  dueInDays?: number;
  assignees?: ('admin' | 'member')[];
  comments?: { by: 'admin' | 'member'; body: string }[];
}

const COLUMNS = ['To do', 'In progress', 'Review', 'Done'];

const CARDS: DemoCard[] = [
  {
    column: 0,
    title: 'Write the launch announcement',
    description: '<p>Short post for the blog and the newsletter: <strong>what is new</strong> and who it is for.</p>',
    labels: ['feature'],
    dueInDays: 5,
    assignees: ['member'],
  },
  { column: 0, title: 'Check the pricing page on phones', labels: ['design'], dueInDays: 7 },
  { column: 0, title: 'Collect feedback from the pilot customers', labels: ['research'] },
  {
    column: 1,
    title: 'Fix the checkout total rounding',
    description: '<p>Totals are off by one cent when a discount applies.</p>',
    labels: ['bug', 'urgent'],
    dueInDays: 1,
    assignees: ['admin'],
    comments: [
      { by: 'member', body: 'I can reproduce it with the 15 % code.' },
      { by: 'admin', body: 'Found it: the tax is rounded before the discount. Fixing now.' },
    ],
  },
  { column: 1, title: 'New onboarding e-mails', labels: ['feature'], assignees: ['member', 'admin'] },
  { column: 2, title: 'Update the help centre screenshots', labels: ['chore'], dueInDays: -1, assignees: ['member'] },
  { column: 3, title: 'Move the shop to the new payment provider', labels: ['feature'], assignees: ['admin'] },
  { column: 3, title: 'Clean up old product photos', labels: ['chore'] },
];

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Seeds the demo board when both demo accounts exist; does nothing otherwise. */
export async function seedDemoKanban(db: Db, now = new Date()): Promise<void> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const admin = rows.find((r) => r.email === DEMO_USERS[0].email)?.id;
  const member = rows.find((r) => r.email === DEMO_USERS[1].email)?.id;
  if (!admin || !member) return;
  await seedKanbanBoard(db, admin, member, now);
}

/** The demo board, owned by `admin` and shared with `member`; its id. */
export async function seedKanbanBoard(db: Db, admin: string, member: string, now = new Date()): Promise<string> {
  const who = { admin, member };
  return db.transaction(async (tx) => {
    const [board] = await tx
      .insert(kanbanBoards)
      .values({ name: 'Product launch', ownerId: admin })
      .returning({ id: kanbanBoards.id });
    const boardId = board!.id;
    await tx.insert(kanbanBoardMembers).values([
      { boardId, userId: admin, addedAt: now },
      { boardId, userId: member, addedAt: new Date(now.getTime() + 1) },
    ]);
    const columns = await tx
      .insert(kanbanColumns)
      .values(COLUMNS.map((name, i) => ({ boardId, name, position: (i + 1) * STEP })))
      .returning({ id: kanbanColumns.id, position: kanbanColumns.position });
    columns.sort((a, b) => a.position - b.position);
    const perColumn = new Map<number, number>();
    for (const demo of CARDS) {
      const n = (perColumn.get(demo.column) ?? 0) + 1;
      perColumn.set(demo.column, n);
      const [card] = await tx
        .insert(kanbanCards)
        .values({
          boardId,
          columnId: columns[demo.column]!.id,
          title: demo.title,
          description: demo.description ?? '',
          labels: demo.labels ?? [],
          dueDate: demo.dueInDays === undefined ? null : dayOf(new Date(now.getTime() + demo.dueInDays * DAY_MS)),
          position: n * STEP,
          createdBy: admin,
        })
        .returning({ id: kanbanCards.id });
      if (demo.assignees?.length)
        await tx.insert(kanbanCardAssignees).values(demo.assignees.map((a) => ({ cardId: card!.id, userId: who[a] })));
      for (const [i, comment] of (demo.comments ?? []).entries())
        await tx.insert(kanbanComments).values({
          cardId: card!.id,
          authorId: who[comment.by],
          body: comment.body,
          createdAt: new Date(now.getTime() - (60 - i * 20) * 60_000),
        });
    }
    return boardId;
  });
}
