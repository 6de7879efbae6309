import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsBearer, type EndpointAccess } from '../../common/api/endpoint';
import { allEndpoints, endpointKey } from '../test/all-endpoints';
import { buildTestApp } from '../test/build-test-app';

/** Every descriptor in src/common/api, read from the folder (a new module is in without a list). */
const endpoints = await allEndpoints();

/**
 * The /api routes that have no descriptor on purpose: pictures the browser loads as <img src>,
 * which answer bytes, not JSON (their own tests: account, listing and product images).
 */
const NOT_JSON = [
  'GET /avatars/:file',
  'GET /listing-images/:file',
  'GET /product-images/:file',
  'GET /kanban/attachments/:file',
];

const ACCESS_KINDS: EndpointAccess['kind'][] = ['anyone', 'signed-in', 'scope', 'permission', 'owner', 'participant'];

interface OpenApiDoc {
  paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown>; security?: unknown }>>;
}

describe('the API contract', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    app = await buildTestApp({ env: { DEV_OUTBOX: 'true' } });
    doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
  });
  afterAll(async () => app.close());

  it('finds the descriptors of every API module', () => {
    const modules = new Set(endpoints.map((e) => e.name.split(' ')[0]));
    expect(modules.size).toBeGreaterThanOrEqual(15);
    expect(new Set(endpoints.map((e) => e.key)).size, 'no two descriptors of one route').toBe(endpoints.length);
  });

  it.each(endpoints)('$key ($name) is served and documented with its answers and its lock', ({ endpoint }) => {
    const url = `/api${endpoint.path}`;
    expect(app.hasRoute({ method: endpoint.method, url }), 'served').toBe(true);
    const documented = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
    expect(documented?.summary, 'documented').toBe(endpoint.summary);
    expect(Object.keys(documented?.responses ?? {}).sort()).toEqual(Object.keys(endpoint.responses).sort());
    expect(Boolean(documented?.security)).toBe(needsBearer(endpoint));
    // A route that asks who calls documents its refusals: 401 signed out (403 for the apiToken
    // routes), 403 for a missing right, and the 403 or 404 a stranger to a record hears.
    const statuses = Object.keys(endpoint.responses).map(Number);
    const access = endpoint.access as EndpointAccess | undefined;
    expect(ACCESS_KINDS, 'says who may call it').toContain(access?.kind);
    if (!access || access.kind === 'anyone') return;
    expect(statuses).toContain(access.kind === 'participant' && access.apiToken ? 403 : 401);
    if (access.kind === 'scope' || access.kind === 'permission') expect(statuses).toContain(403);
    if (access.kind === 'owner' || access.kind === 'participant') expect(statuses).toContain(access.others);
  });

  it('serves no /api route without a descriptor (besides the pictures), and none twice', () => {
    const served = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/') && !p.startsWith('/api/docs'))
      .flatMap(([p, methods]) =>
        Object.keys(methods).map((m) =>
          endpointKey({
            method: m.toUpperCase() as 'GET',
            path: p.slice(4).replace(/\{(\w+)\}/g, ':$1') as `/${string}`,
          }),
        ),
      )
      .filter((key) => !key.startsWith('HEAD '))
      .sort();
    expect(served).toEqual([...endpoints.map((e) => e.key), ...NOT_JSON].sort());
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

describe('a descriptor without an access rule', () => {
  it('stops the server from starting (the type already refuses it; this catches a cast)', async () => {
    const { default: Fastify } = await import('fastify');
    const { route } = await import('./contract-route');
    const { health } = await import('../../common/api/health');
    const app = Fastify();
    const withoutAccess = { ...health, access: undefined } as unknown as typeof health;
    expect(() => route(app, withoutAccess, {}, async () => ({ status: 'ok' }) as never)).toThrow(
      /declares no access rule/,
    );
    await app.close();
  });
});
