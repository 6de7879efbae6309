import type * as z from 'zod/mini';
import type { AppAction, AppSubject } from '../permissions/subjects';
import type { Scope } from '../sites/site-config';
import { apiErrorSchema } from './error-body';

/*
 * An API endpoint described once, as data: the server registers its route from it
 * (server/plugins/contract-route.ts, so the OpenAPI docs follow) and the browser calls it through
 * web/lib/api-client.ts, which validates the answer with the same schema (ADR 0012).
 * Paths are relative to /api, in Fastify's ":param" form.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any zod schema: the shared ones are zod/mini, and both kinds share this core type. */
export type Schema = z.core.$ZodType;

/**
 * Who may call an endpoint: every descriptor must say (the type requires it), and
 * server/plugins/authorization-matrix.test.ts calls every endpoint as each kind of caller and
 * checks the answer against this, so a rule the server does not keep fails a test (ADR 0012).
 */
export type EndpointAccess =
  /** Anyone, signed in or not (a signed-in caller may see more, e.g. their own drafts). */
  | { kind: 'anyone' }
  /** Any signed-in user (401 otherwise); what it reads or changes is the caller's own. */
  | { kind: 'signed-in' }
  /** A signed-in user holding the scope (DESIGN.md section 4: admin2 comes with the admin role); 403 without. */
  | { kind: 'scope'; scope: Scope }
  /** A signed-in user whose rules allow `action` on `subject` (any record of it); 403 without. */
  | { kind: 'permission'; action: AppAction; subject: AppSubject }
  /**
   * The record the call names must be the caller's: allowed by their "own" rule of `action` on
   * `subject`, or by a rule covering everyone's records (an admin's manage all). A stranger gets
   * `others`: 403 when the record is public to them, 404 where its existence is hidden.
   */
  | { kind: 'owner'; action: AppAction; subject: AppSubject; others: 403 | 404 }
  /**
   * Only the record's own people (a session's user, a call room's participants): no rule reaches
   * in, an admin's neither; others get `others`. `apiToken`: the Bearer is the live channel's
   * apiToken, and a missing or bad one answers 403 like a stranger (SPEC.md section 6).
   */
  | { kind: 'participant'; others: 403 | 404; apiToken?: true };

export interface EndpointSpec {
  method: HttpMethod;
  /** Relative to /api, e.g. "/admin/users/:id". */
  path: `/${string}`;
  summary: string;
  tags: readonly string[];
  access: EndpointAccess;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** multipart/form-data: no JSON body schema; the route reads the parts itself. */
  multipart?: true;
  /** Status -> body schema. Exactly one 2xx entry: the success answer. */
  responses: { readonly [status: number]: Schema };
}

/** Whether the route wants a Bearer token (the docs show the lock): all but the `anyone` ones. */
export function needsBearer(endpoint: EndpointSpec): boolean {
  return endpoint.access.kind !== 'anyone';
}

/** Keeps the literal types (path, statuses, schemas) so the helpers below can read them. */
export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}

type SuccessStatus = 200 | 201 | 202 | 204;
export type SuccessStatusOf<E extends EndpointSpec> = Extract<keyof E['responses'], SuccessStatus>;

/** What a successful call returns (after the schema's transforms). */
export type ResponseOf<E extends EndpointSpec> = z.output<E['responses'][SuccessStatusOf<E>]>;
/** What the server's handler may return before serialization (the schema's input side). */
export type ReplyOf<E extends EndpointSpec> = z.input<E['responses'][SuccessStatusOf<E>]>;

/** The schema under `key`, or undefined when the descriptor has none. */
export type PartOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends Schema }
  ? S
  : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;
type Out<S> = S extends Schema ? z.output<S> : undefined;
/** What the caller sends; the server sees the `...Out` side after validation. */
export type BodyOf<E extends EndpointSpec> = In<PartOf<E, 'body'>>;
export type ParamsOf<E extends EndpointSpec> = In<PartOf<E, 'params'>>;
export type QueryOf<E extends EndpointSpec> = In<PartOf<E, 'query'>>;
export type BodyOut<E extends EndpointSpec> = Out<PartOf<E, 'body'>>;
export type ParamsOut<E extends EndpointSpec> = Out<PartOf<E, 'params'>>;
export type QueryOut<E extends EndpointSpec> = Out<PartOf<E, 'query'>>;

/** The 2xx status of an endpoint (the registrar answers with it; the client validates it). */
export function successStatus(endpoint: EndpointSpec): number {
  const status = Object.keys(endpoint.responses)
    .map(Number)
    .find((s) => s >= 200 && s < 300);
  if (status === undefined) throw new Error(`${endpoint.method} ${endpoint.path} describes no 2xx answer`);
  return status;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/** The error answers an endpoint can give, all in the one error shape, so the docs list them. */
export function errorResponses<const C extends readonly ErrorStatus[]>(
  ...statuses: C
): { [K in C[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as { [K in C[number]]: typeof apiErrorSchema };
}
