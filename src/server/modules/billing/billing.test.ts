import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { luhnValid } from '../../../common/billing/card';
import { planById, trialEnd } from '../../../common/billing/plans';
import type { App } from '../../app';
import { billingOrders, billingSubscriptions } from '../../db/schema';
import { registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';

/** A checkout as the form sends it, with the test card; the expiry two years ahead. */
const nextYears = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
const order = {
  plan: 'standard',
  period: 'yearly',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  address: 'ul. Długa 5, 00-001 Warszawa',
  country: 'PL',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: `12/${nextYears}`,
  cardCvc: '123',
};

describeDialects('billing API, on %s', (dialect) => {
  let app: App;
  let buyer: TestUser;
  let other: TestUser;
  const as = (who: TestUser | null, host: string = HOSTS.naszdom) => client(app, who, host);
  const counts = async () => ({
    orders: (await app.db.select().from(billingOrders)).length,
    subscriptions: (await app.db.select().from(billingSubscriptions)).length,
  });

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [buyer, other] = await Promise.all([registerUser(app), registerUser(app)]);
  }, 120_000);
  afterAll(async () => app?.close());

  it('refuses bad input field by field, a bad Luhn digit included, and stores nothing', async () => {
    const before = await counts();
    const res = await as(buyer).post('/api/billing/checkout', {
      ...order,
      plan: 'gold',
      period: 'weekly',
      address: ' ',
      country: 'XX',
      cardNumber: '4242 4242 4242 4241',
      cardExpiry: '01/20',
      cardCvc: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toMatchObject({
      plan: 'billingPlanInvalid',
      period: 'billingPeriodInvalid',
      address: 'billingAddressRequired',
      country: 'billingCountryInvalid',
      cardNumber: 'cardNumberInvalid',
      cardExpiry: 'cardExpired',
      cardCvc: 'cardCvcInvalid',
    });
    // Only the Luhn digit wrong: still refused (the number is otherwise a plausible Visa).
    expect(luhnValid('4242424242424241')).toBe(false);
    const luhn = await as(buyer).post('/api/billing/checkout', { ...order, cardNumber: '4242424242424241' });
    expect(luhn.statusCode).toBe(400);
    expect(fieldCodes(luhn.json())).toEqual({ cardNumber: 'cardNumberInvalid' });
    const badExpiry = await as(buyer).post('/api/billing/checkout', { ...order, cardExpiry: '13/30' });
    expect(fieldCodes(badExpiry.json())).toEqual({ cardExpiry: 'cardExpiryInvalid' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a signed-out buyer and changes nothing', async () => {
    const before = await counts();
    expect((await as(null).post('/api/billing/checkout', order)).statusCode).toBe(401);
    expect((await as(null).get('/api/billing/subscription')).statusCode).toBe(401);
    expect((await as(null).post('/api/billing/subscription/cancel')).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('records the order with brand and last 4 only and starts the 3-month trial', async () => {
    const startedBefore = new Date();
    const res = await as(buyer).post('/api/billing/checkout', order);
    expect(res.statusCode, res.body).toBe(201);
    const { order: made, subscription } = res.json();
    expect(made).toMatchObject({
      plan: 'standard',
      period: 'yearly',
      amountMinor: planById('standard').yearly,
      currency: 'USD',
      cardBrand: 'visa',
      cardLast4: '4242',
      status: 'paid-test-mode',
    });
    expect(subscription.status).toBe('trialing');
    // The trial's end is the shared trialEnd() of the moment it started.
    const started = new Date(subscription.startedAt);
    expect(started.getTime()).toBeGreaterThanOrEqual(startedBefore.getTime());
    expect(subscription.trialEndsAt).toBe(trialEnd(started).toISOString());

    const [stored] = await app.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, buyer.id));
    expect(stored!.trialEndsAt!.toISOString()).toBe(trialEnd(started).toISOString());
    // Nothing of the card but its brand and last four digits is in the order row.
    const [row] = await app.db.select().from(billingOrders).where(eq(billingOrders.userId, buyer.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(JSON.stringify(row)).not.toContain('4242 4242');
    expect(JSON.stringify(row)).not.toMatch(/"123"/);

    const mine = (await as(buyer).get('/api/billing/subscription')).json();
    expect(mine.subscription).toMatchObject({ id: subscription.id, plan: 'standard', status: 'trialing' });
    expect(mine.orders.map((o: { number: number }) => o.number)).toEqual([made.number]);
  });

  it('refuses a second current plan, keeps each user’s subscription to themselves and per site', async () => {
    const before = await counts();
    const again = await as(buyer).post('/api/billing/checkout', { ...order, plan: 'enterprise' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('billingAlreadySubscribed');
    expect(await counts()).toEqual(before);

    // Another user sees only their own (none), and cannot cancel the buyer's.
    expect((await as(other).get('/api/billing/subscription')).json()).toEqual({ subscription: null, orders: [] });
    expect((await as(other).post('/api/billing/subscription/cancel')).statusCode).toBe(404);
    expect((await as(buyer).get('/api/billing/subscription')).json().subscription.status).toBe('trialing');
    // The same user on another site has no plan there.
    expect((await as(buyer, HOSTS.bestgame).get('/api/billing/subscription')).json().subscription).toBeNull();
  });

  it('cancels, then a new plan starts paid: the trial is offered once', async () => {
    const cancelled = await as(buyer).post('/api/billing/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await as(buyer).get('/api/billing/subscription')).json().subscription).toBeNull();

    const next = await as(buyer).post('/api/billing/checkout', { ...order, plan: 'enterprise', period: 'monthly' });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().subscription).toMatchObject({ plan: 'enterprise', status: 'active', trialEndsAt: null });
    expect(next.json().order.amountMinor).toBe(planById('enterprise').monthly);
    expect((await as(buyer).get('/api/billing/subscription')).json().orders).toHaveLength(2);
  });
});
