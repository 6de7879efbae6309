import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerAdmin, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';

/** Issue #30: the admin dashboards answered 500 for the years 0001 and 9999. */
const DASHBOARDS = [
  '/api/dashboards/overview',
  '/api/dashboards/ecommerce',
  '/api/academy/dashboard',
  '/api/logistics/dashboard',
];

describeDialects('dashboards refuse days outside 2000-2100 with a code (%s)', (dialect) => {
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    admin = await registerAdmin(app);
  });
  afterAll(async () => app?.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });

  it.each(DASHBOARDS)('%s: 400 dashboardDateOutOfRange for 0001 and 9999', async (path) => {
    for (const query of [
      '?from=0001-01-01&to=0001-01-31',
      '?from=9999-12-01&to=9999-12-31',
      '?from=1999-12-31&to=2000-01-02',
    ]) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(Object.values(fieldCodes(res.json()))).toContain('dashboardDateOutOfRange');
    }
  });

  it.each(DASHBOARDS)('%s: the first and last days allowed answer', async (path) => {
    expect((await get(`${path}?from=2000-01-01&to=2000-01-31`)).statusCode).toBe(200);
    expect((await get(`${path}?from=2100-12-01&to=2100-12-31`)).statusCode).toBe(200);
  });
});
