import { BILLING_CURRENCY, planById, planPrice, trialEnd } from '../../../common/billing/plans';
import { cardBrand, cardDigits } from '../../../common/billing/card';
import type * as z from 'zod/mini';
import {
  ORDER_STATUS_TEST,
  type BillingAccount,
  type BillingOrder,
  type CheckoutResult,
  type checkoutInputSchema,
  type Subscription,
} from '../../../common/schemas/billing';
import { isUniqueViolation } from '../../auth/users';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import * as repo from './billing-repository';

type CheckoutIn = z.output<typeof checkoutInputSchema>;

/** What the owner sees of a subscription: a trial whose end has passed is active. */
export function subscriptionOf(row: repo.SubscriptionRow, now = new Date()): Subscription {
  const trialOver = row.status === 'trialing' && row.trialEndsAt !== null && row.trialEndsAt <= now;
  return {
    id: row.id,
    plan: row.plan,
    period: row.period,
    status: trialOver ? 'active' : row.status,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    startedAt: row.startedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

function orderOf(row: repo.OrderRow): BillingOrder {
  return {
    id: row.id,
    number: row.number,
    plan: row.plan,
    period: row.period,
    amountMinor: row.amountMinor,
    currency: row.currency,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

const alreadySubscribed = () => new HttpError(409, 'billingAlreadySubscribed');

/**
 * Test-mode checkout: the amount comes from the plan list (never from the caller), the card is
 * reduced to brand and last four digits before anything is stored, and a user with a current
 * subscription is refused (they cancel it first): a second plan would bill twice.
 */
export async function checkout(
  db: Db,
  userId: string,
  site: string,
  input: CheckoutIn,
  now = new Date(),
): Promise<CheckoutResult> {
  if (await repo.currentSubscription(db, userId, site)) throw alreadySubscribed();
  const plan = planById(input.plan);
  // The trial is offered once per account and site; a second subscription is paid from the start.
  const trial = plan.trial && !(await repo.hadTrial(db, userId, site));
  const digits = cardDigits(input.cardNumber);
  try {
    const created = await repo.insertSubscriptionWithOrder(
      db,
      {
        userId,
        site,
        plan: plan.id,
        period: input.period,
        status: trial ? 'trialing' : 'active',
        trialEndsAt: trial ? trialEnd(now) : null,
        startedAt: now,
      },
      {
        userId,
        site,
        plan: plan.id,
        period: input.period,
        amountMinor: planPrice(plan, input.period),
        currency: BILLING_CURRENCY,
        billingName: input.name,
        billingEmail: input.email,
        billingAddress: input.address,
        billingCountry: input.country,
        cardBrand: cardBrand(digits),
        cardLast4: digits.slice(-4),
        status: ORDER_STATUS_TEST,
        createdAt: now,
      },
    );
    return { order: orderOf(created.order), subscription: subscriptionOf(created.subscription, now) };
  } catch (err) {
    // Another checkout of the same user started a subscription in the meantime.
    if (isUniqueViolation(err)) throw alreadySubscribed();
    throw err;
  }
}

export async function account(db: Db, userId: string, site: string): Promise<BillingAccount> {
  const [current, orders] = await Promise.all([
    repo.currentSubscription(db, userId, site),
    repo.ordersOf(db, userId, site),
  ]);
  return { subscription: current ? subscriptionOf(current) : null, orders: orders.map(orderOf) };
}

export async function cancel(db: Db, userId: string, site: string): Promise<Subscription> {
  const current = await repo.currentSubscription(db, userId, site);
  if (!current) throw new HttpError(404, 'billingNoSubscription');
  return subscriptionOf(await repo.markCancelled(db, current.id, new Date()));
}
