import { asc, eq } from 'drizzle-orm';
import { seededRandom, seedOf } from '../../../common/random/seeded-random';
import { commissionOf } from '../../../common/schemas/ecommerce-referrals';
import type { Db } from '../client';
import {
  ecommerceCustomers,
  ecommerceOrders,
  ecommerceReferralCodes,
  ecommerceReferralOrders,
  ecommerceReferralPayouts,
  KEPT_ORDER_STATUSES,
} from '../schema';

/*
 * A few referral codes in every demo shop, so the referrals page has earnings, conversion and
 * payouts to show on a first start: four of the shop's earliest customers refer, one in twenty of
 * the later orders came with one of their codes, the first referrer was paid part of their
 * earnings and the second has a payout waiting. The last code is paused and has brought nothing,
 * so conversion is not a flat 100 %. Drawn from a generator seeded with the site, so a reseed
 * makes the same programme.
 */

const RATES_BP = [1000, 500, 750, 1500] as const;
const kept: ReadonlySet<string> = new Set(KEPT_ORDER_STATUSES);

/** "Zoë Müller" → "ZOEMULLER-10": letters of the name as typed at a checkout, and the rate. */
const codeFor = (name: string, rateBp: number) =>
  `${
    name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 12) || 'FRIEND'
  }-${rateBp / 100}`;

export async function seedDemoReferrals(db: Db): Promise<void> {
  const sites = await db.selectDistinct({ site: ecommerceCustomers.site }).from(ecommerceCustomers);
  for (const { site } of sites) {
    const random = seededRandom(seedOf(`referrals:${site}`));
    const referrers = await db
      .select({ id: ecommerceCustomers.id, name: ecommerceCustomers.name, createdAt: ecommerceCustomers.createdAt })
      .from(ecommerceCustomers)
      .where(eq(ecommerceCustomers.site, site))
      .orderBy(asc(ecommerceCustomers.createdAt), asc(ecommerceCustomers.id))
      .limit(RATES_BP.length);
    if (referrers.length < RATES_BP.length) continue;
    const codes = await db
      .insert(ecommerceReferralCodes)
      .values(
        referrers.map((referrer, i) => ({
          site,
          customerId: referrer.id,
          code: codeFor(referrer.name, RATES_BP[i]!),
          commissionBp: RATES_BP[i]!,
          status: i === RATES_BP.length - 1 ? ('paused' as const) : ('active' as const),
          createdAt: referrer.createdAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: ecommerceReferralCodes.id, commissionBp: ecommerceReferralCodes.commissionBp });
    if (codes.length < RATES_BP.length) continue;
    const referrerIds = new Set(referrers.map((x) => x.id));
    const orders = await db
      .select({
        id: ecommerceOrders.id,
        customerId: ecommerceOrders.customerId,
        totalMinor: ecommerceOrders.totalMinor,
        status: ecommerceOrders.status,
        currency: ecommerceOrders.currency,
      })
      .from(ecommerceOrders)
      .where(eq(ecommerceOrders.site, site))
      .orderBy(asc(ecommerceOrders.createdAt), asc(ecommerceOrders.id));
    const active = codes.slice(0, -1);
    const links: (typeof ecommerceReferralOrders.$inferInsert)[] = [];
    const earned = new Map<string, number>();
    for (const order of orders) {
      if (referrerIds.has(order.customerId) || random() >= 0.05) continue;
      const code = active[Math.floor(random() * active.length)]!;
      links.push({ orderId: order.id, codeId: code.id });
      if (kept.has(order.status))
        earned.set(code.id, (earned.get(code.id) ?? 0) + commissionOf(order.totalMinor, code.commissionBp));
    }
    if (links.length > 0) await db.insert(ecommerceReferralOrders).values(links);
    const currency = orders[0]?.currency ?? 'USD';
    const today = new Date().toISOString().slice(0, 10);
    const payouts: (typeof ecommerceReferralPayouts.$inferInsert)[] = [];
    const half = Math.floor((earned.get(codes[0]!.id) ?? 0) / 2);
    if (half > 0)
      payouts.push({
        codeId: codes[0]!.id,
        amountMinor: half,
        currency,
        payoutDate: today,
        status: 'paid',
        paidAt: new Date(),
      });
    const quarter = Math.floor((earned.get(codes[1]!.id) ?? 0) / 4);
    if (quarter > 0)
      payouts.push({ codeId: codes[1]!.id, amountMinor: quarter, currency, payoutDate: today, status: 'pending' });
    if (payouts.length > 0) await db.insert(ecommerceReferralPayouts).values(payouts);
  }
}
