import {
  billingAccountSchema,
  checkoutInputSchema,
  checkoutResultSchema,
  subscriptionSchema,
} from '../schemas/billing';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * Plans and the free trial (issue #37; server: modules/billing): the signed-in user's own
 * subscription on the request's site and the checkout that starts it. Test mode: no card is
 * charged; see docs/billing.md.
 */
const tags = ['billing'];

export const checkout = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/billing/checkout',
  summary:
    'Buy a plan (test mode, nothing charged): records the order and starts the subscription, with the free trial when the plan has one',
  body: checkoutInputSchema,
  responses: { 201: checkoutResultSchema, ...errorResponses(400, 401, 409, 429) },
});

export const subscription = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/billing/subscription',
  summary: "The caller's current subscription on this site and their order history",
  responses: { 200: billingAccountSchema, ...errorResponses(401) },
});

export const cancelSubscription = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/billing/subscription/cancel',
  summary: "Cancel the caller's current subscription on this site",
  responses: { 200: subscriptionSchema, ...errorResponses(401, 404) },
});
