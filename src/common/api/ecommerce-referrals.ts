import {
  createPayoutSchema,
  createReferralSchema,
  listReferralsQuerySchema,
  payoutParamSchema,
  referralIdParamSchema,
  referralListSchema,
  referralRowSchema,
} from '../schemas/ecommerce-referrals';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * The shop's referral programme for administrators (server: modules/ecommerce-referrals; browser:
 * features/ecommerce-referrals). A referral code belongs to a customer, so the rules are the
 * Customer subject's: reading the customers reads their codes, changing customers hands out codes
 * and records payouts. Everything is of the request's site.
 */
const tags = ['ecommerce'];

export const listReferrals = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Customer' },
  tags,
  method: 'GET',
  path: '/ecommerce/referrals',
  summary: "The site's referral codes with their orders, earnings and payouts, paged and searched, with totals",
  query: listReferralsQuerySchema,
  responses: { 200: referralListSchema, ...errorResponses(400, 401, 403) },
});

export const createReferral = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Customer' },
  tags,
  method: 'POST',
  path: '/ecommerce/referrals',
  summary: 'Give a customer a referral code with its commission rate',
  body: createReferralSchema,
  responses: { 201: referralRowSchema, ...errorResponses(400, 401, 403, 409) },
});

export const createPayout = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Customer' },
  tags,
  method: 'POST',
  path: '/ecommerce/referrals/:id/payouts',
  summary: "Record a payout of a referrer's earnings (no more than is still unpaid)",
  params: referralIdParamSchema,
  body: createPayoutSchema,
  responses: { 201: referralRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const markPayoutPaid = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Customer' },
  tags,
  method: 'POST',
  path: '/ecommerce/referrals/:id/payouts/:payoutId/paid',
  summary: 'Mark a pending payout paid',
  params: payoutParamSchema,
  responses: { 200: referralRowSchema, ...errorResponses(400, 401, 403, 404) },
});
