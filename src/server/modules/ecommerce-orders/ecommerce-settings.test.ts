import { afterAll, beforeAll, expect, it } from 'vitest';
import { shopSettingsDefaults } from '../../../common/schemas/ecommerce-settings';
import type { App } from '../../app';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';

/* The shop settings page's API (issue #34): defaults until saved, saved per site, checked, admins only. */
describeDialects('eCommerce shop settings API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member] = await Promise.all([registerAdmin(app), registerUser(app)]);
  });
  afterAll(async () => app?.close());

  it('answers the defaults, saves one site and leaves the others alone', async () => {
    const first = await client(app, admin).get('/api/ecommerce/settings');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().updatedAt).toBeNull();
    expect(first.json().settings.payments).toEqual(shopSettingsDefaults('x').payments);

    const changed = {
      ...first.json().settings,
      store: { name: 'Nasz Dom shop', email: 'shop@naszdom.homes', phone: '+48 600 000 000' },
      shipping: { flatRateMinor: 1500, freeOverMinor: 20000 },
      locations: [{ name: 'Warehouse', address: 'ul. Prosta 1, Warszawa' }],
    };
    const saved = await client(app, admin).put('/api/ecommerce/settings', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toEqual(changed);
    expect(saved.json().updatedAt).not.toBeNull();
    expect((await client(app, admin).get('/api/ecommerce/settings')).json().settings).toEqual(changed);
    const other = (await client(app, admin, HOSTS.bestgame).get('/api/ecommerce/settings')).json();
    expect(other.updatedAt).toBeNull();
  });

  it('refuses a shop nobody can pay in, a bad e-mail and a negative fee, and keeps what was saved', async () => {
    const before = (await client(app, admin).get('/api/ecommerce/settings')).json().settings;
    const res = await client(app, admin).put('/api/ecommerce/settings', {
      ...before,
      store: { ...before.store, email: 'nope' },
      payments: { card: false, paypal: false, transfer: false, cashOnDelivery: false },
      shipping: { flatRateMinor: -1, freeOverMinor: null },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldCodes(res.json())).sort()).toEqual(['payments', 'shipping.flatRateMinor', 'store.email']);
    expect((await client(app, admin).get('/api/ecommerce/settings')).json().settings).toEqual(before);
  });

  it('is for administrators: 401 signed out, 403 for members', async () => {
    expect((await client(app, null).get('/api/ecommerce/settings')).statusCode).toBe(401);
    expect((await client(app, member).get('/api/ecommerce/settings')).statusCode).toBe(403);
    const body = shopSettingsDefaults('Mine');
    expect((await client(app, member).put('/api/ecommerce/settings', body)).statusCode).toBe(403);
  });
});
