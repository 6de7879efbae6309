import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from './app';
import { buildTestApp } from './test/build-test-app';
import { describeDialects } from './test/describe-dialects';
import { fieldCodes } from './test/field-codes';

describeDialects('API basics on %s', (dialect) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      dialect,
      extend: (a) => {
        a.get('/api/test/explode', async () => {
          throw new Error('secret internal detail at /srv/app.ts:42');
        });
        a.post(
          '/api/test/echo',
          { schema: { body: z.object({ email: z.email(), age: z.number().int().min(18) }) } },
          async (req) => req.body,
        );
      },
    });
  });
  afterAll(async () => app?.close());

  it('answers health with {"status":"ok"}', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        error: 'Not Found',
        code: 'routeNotFound',
        message: 'This address does not exist in the API.',
      });
    }
  });

  it('hides an unexpected error behind a generic 500 without a stack trace', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      code: 'serverError',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(res.body).not.toMatch(/secret|app\.ts|stack/);
  });

  it('answers bad input with 400 and a code per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { email: 'nope', age: 12 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: 'Bad Request', code: 'invalidInput' });
    // A schema without its own message gets a generic code by the kind of failure, not zod's English.
    expect(fieldCodes(body)).toEqual({ email: 'invalidValue', age: 'valueTooShort' });
    expect(body.fields.age.message).toBe('This value is too short.');
    const missing = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { age: 30 } });
    expect(fieldCodes(missing.json())).toEqual({ email: 'valueRequired' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', code: 'badRequest' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});
