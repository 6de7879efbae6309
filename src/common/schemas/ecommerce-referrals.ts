import * as z from 'zod/mini';
import { queryInt, uuidField } from './fields';

/*
 * The shop's referral programme (server: modules/ecommerce-referrals; browser:
 * features/ecommerce-referrals): codes handed to customers, the orders that came with them, the
 * commission those earn and the payouts the admin records. Money is in minor units of the shop's
 * currency; commission rates in basis points (1000 = 10 %). Messages are error codes.
 */

/** As in db/schema/ecommerce-referrals.ts (the browser may not import server code). */
export const REFERRAL_STATUS_VALUES = ['active', 'paused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUS_VALUES)[number];
export const PAYOUT_STATUS_VALUES = ['pending', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUS_VALUES)[number];

/** The commission of one order: its share of the total, rounded half up to a whole minor unit. */
export const commissionOf = (totalMinor: number, commissionBp: number): number =>
  Math.floor((totalMinor * commissionBp + 5000) / 10000);

export const REFERRAL_SORTS = ['code', 'referrer', 'commission', 'orders', 'earnings', 'createdAt'] as const;

export const listReferralsQuerySchema = z.object({
  page: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: queryInt(1, 100, 10),
  /** Part of the code or of the referrer's name or e-mail. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(REFERRAL_STATUS_VALUES, { error: 'notInList' })),
  sort: z._default(z.enum(REFERRAL_SORTS, { error: 'notInList' }), 'createdAt'),
  order: z._default(z.enum(['asc', 'desc'], { error: 'notInList' }), 'desc'),
});
export type ListReferralsQuery = z.infer<typeof listReferralsQuerySchema>;

export const payoutSchema = z.object({
  id: uuidField,
  amountMinor: z.int(),
  currency: z.string(),
  payoutDate: z.string(),
  status: z.enum(PAYOUT_STATUS_VALUES),
  paidAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const referralRowSchema = z.object({
  id: uuidField,
  code: z.string(),
  customerId: uuidField,
  referrerName: z.string(),
  referrerEmail: z.string(),
  commissionBp: z.int(),
  status: z.enum(REFERRAL_STATUS_VALUES),
  /** Orders placed with the code, whatever became of them. */
  orders: z.int(),
  /** Commission of the referred orders whose money the shop kept (paid, shipped, delivered). */
  earningsMinor: z.int(),
  /** Payouts marked paid. */
  paidMinor: z.int(),
  /** Payouts recorded but not yet paid. */
  pendingMinor: z.int(),
  currency: z.string(),
  createdAt: z.string(),
  payouts: z.array(payoutSchema),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const referralStatsSchema = z.object({
  earningsMinor: z.int(),
  /** Earned but not yet paid out (pending payouts count as unpaid until marked paid). */
  unpaidMinor: z.int(),
  /** Orders placed with any of the site's codes. */
  referrals: z.int(),
  /** Share of the codes that brought at least one order, 0 to 1. */
  conversion: z.number(),
  currency: z.string(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const referralListSchema = z.object({
  items: z.array(referralRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  stats: referralStatsSchema,
});
export type ReferralList = z.infer<typeof referralListSchema>;

const codeField = z
  .string({ error: 'referralCodeInvalid' })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, { error: 'referralCodeInvalid' }));

export const createReferralSchema = z.object({
  customerId: z.uuid({ error: 'referralReferrerRequired' }),
  code: codeField,
  /** Percent in the form (0 to 100, two decimals at most); stored as basis points. */
  commissionPercent: z.number({ error: 'referralCommissionInvalid' }).check(
    z.minimum(0, { error: 'referralCommissionInvalid' }),
    z.maximum(100, { error: 'referralCommissionInvalid' }),
    z.refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: 'referralCommissionInvalid',
    }),
  ),
  status: z._default(z.enum(REFERRAL_STATUS_VALUES, { error: 'notInList' }), 'active'),
});
export type CreateReferralInput = z.infer<typeof createReferralSchema>;

const isCalendarDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
};

export const createPayoutSchema = z.object({
  /** In minor units, more than nothing and at most what is still unpaid (checked on the server). */
  amountMinor: z
    .int({ error: 'referralPayoutAmountInvalid' })
    .check(
      z.minimum(1, { error: 'referralPayoutAmountInvalid' }),
      z.maximum(100_000_000, { error: 'referralPayoutAmountInvalid' }),
    ),
  payoutDate: z.string({ error: 'referralPayoutDateInvalid' }).check(
    z.refine((v) => isCalendarDay(v) && v >= '2000-01-01' && v <= '2100-12-31', {
      error: 'referralPayoutDateInvalid',
    }),
  ),
  status: z._default(z.enum(PAYOUT_STATUS_VALUES, { error: 'notInList' }), 'pending'),
});
export type CreatePayoutInput = z.infer<typeof createPayoutSchema>;

export const referralIdParamSchema = z.object({ id: uuidField });
export const payoutParamSchema = z.object({ id: uuidField, payoutId: uuidField });
