import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '../../common/api/account';
import * as admin from '../../common/api/admin';
import * as auth from '../../common/api/auth';
import * as dev from '../../common/api/dev';
import type { EndpointSpec } from '../../common/api/endpoint';
import * as health from '../../common/api/health';
import * as notifications from '../../common/api/notifications';
import { buildTestApp } from '../test/build-test-app';

/** Every descriptor in src/common/api (the modules also export the schemas they define). */
const endpoints = [account, admin, auth, dev, health, notifications]
  .flatMap((area) => Object.values(area))
  .filter((value): value is EndpointSpec => typeof value === 'object' && 'method' in value && 'responses' in value);

describe('the API contract', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { DEV_OUTBOX: 'true' } });
  });
  afterAll(async () => app.close());

  it('finds the descriptors', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
  });

  it('serves every endpoint it describes, and documents it with its answers', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { summary?: string; responses: Record<string, unknown>; security?: unknown }>
      >;
    };
    for (const endpoint of endpoints) {
      const url = `/api${endpoint.path}`;
      expect(app.hasRoute({ method: endpoint.method, url }), `${endpoint.method} ${url} is served`).toBe(true);
      const documented = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect(documented?.summary, `${endpoint.method} ${url} is documented`).toBe(endpoint.summary);
      expect(Object.keys(documented?.responses ?? {}).sort()).toEqual(Object.keys(endpoint.responses).sort());
      expect(Boolean(documented?.security)).toBe(endpoint.auth === 'bearer');
    }
  });

  it('answers with the 2xx status the descriptor names', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Contract Test', email: 'contract@example.test', password: 'a long passphrase 42' },
    });
    expect(res.statusCode).toBe(201);
  });
});
