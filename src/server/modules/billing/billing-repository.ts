import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingOrders, billingSubscriptions } from '../../db/schema';

/** The billing tables' reads and writes; the rules (trial, one current plan) are the service's. */

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type OrderRow = typeof billingOrders.$inferSelect;
type NewSubscription = typeof billingSubscriptions.$inferInsert;
type NewOrder = Omit<typeof billingOrders.$inferInsert, 'subscriptionId'>;

/** The user's subscription on the site that is not cancelled (at most one: a unique index). */
export async function currentSubscription(db: Db, userId: string, site: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        eq(billingSubscriptions.site, site),
        ne(billingSubscriptions.status, 'cancelled'),
      ),
    );
  return row ?? null;
}

/** Whether the user ever had a trial on the site: the trial is offered once. */
export async function hadTrial(db: Db, userId: string, site: string): Promise<boolean> {
  const rows = await db
    .select({ trialEndsAt: billingSubscriptions.trialEndsAt })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.site, site)));
  return rows.some((r) => r.trialEndsAt !== null);
}

/** The subscription and its order, both or neither. */
export async function insertSubscriptionWithOrder(db: Db, subscription: NewSubscription, order: NewOrder) {
  return db.transaction(async (tx) => {
    const [sub] = await tx.insert(billingSubscriptions).values(subscription).returning();
    const [ord] = await tx
      .insert(billingOrders)
      .values({ ...order, subscriptionId: sub!.id })
      .returning();
    return { subscription: sub!, order: ord! };
  });
}

export async function ordersOf(db: Db, userId: string, site: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.userId, userId), eq(billingOrders.site, site)))
    .orderBy(desc(billingOrders.createdAt), desc(billingOrders.number));
}

export async function markCancelled(db: Db, id: string, at: Date): Promise<SubscriptionRow> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(eq(billingSubscriptions.id, id))
    .returning();
  return row!;
}
