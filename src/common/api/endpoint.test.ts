import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { apiErrorSchema } from './error-body';
import {
  defineEndpoint,
  errorResponses,
  needsBearer,
  successStatus,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './endpoint';
import { createUser, type listUsers, viewUser } from './admin';
import { type logout } from './auth';

describe('endpoint descriptors', () => {
  it('name their 2xx answer, and the error answers in the one error shape', () => {
    expect(successStatus(createUser)).toBe(201);
    expect(successStatus(viewUser)).toBe(200);
    expect(errorResponses(401, 404)).toEqual({ 401: apiErrorSchema, 404: apiErrorSchema });
    const broken = defineEndpoint({
      method: 'GET',
      path: '/x',
      summary: 'x',
      tags: [],
      access: { kind: 'anyone' },
      responses: errorResponses(404),
    });
    expect(() => successStatus(broken)).toThrow(/no 2xx answer/);
  });

  it('give callers the types of what they send and get back', () => {
    expectTypeOf<ParamsOf<typeof viewUser>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ResponseOf<typeof viewUser>['email']>().toEqualTypeOf<string>();
    expectTypeOf<ResponseOf<typeof logout>>().toEqualTypeOf<{ ok: true }>();
    expectTypeOf<BodyOf<typeof logout>>().toEqualTypeOf<undefined>();
    expectTypeOf<QueryOf<typeof listUsers>>().toHaveProperty('q');
    const notes = defineEndpoint({
      method: 'POST',
      path: '/notes',
      summary: 'A note',
      tags: ['test'],
      access: { kind: 'signed-in' },
      body: z.object({ text: z.string() }),
      responses: { 201: z.object({ id: z.number() }) },
    });
    expectTypeOf<BodyOf<typeof notes>>().toEqualTypeOf<{ text: string }>();
    expectTypeOf<ResponseOf<typeof notes>>().toEqualTypeOf<{ id: number }>();
    expect(successStatus(notes)).toBe(201);
  });

  it('must say who may call them: without `access` a descriptor does not compile', () => {
    const unruled = defineEndpoint(
      // @ts-expect-error -- no access rule: tsc (and so the build) refuses it
      { method: 'GET', path: '/nobody-said', summary: 'x', tags: [], responses: { 200: z.object({}) } },
    );
    expect(needsBearer({ ...unruled, access: { kind: 'anyone' } })).toBe(false);
    expect(
      needsBearer({ ...unruled, access: { kind: 'owner', action: 'update', subject: 'Listing', others: 403 } }),
    ).toBe(true);
  });
});
