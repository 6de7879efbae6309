import * as z from 'zod/mini';
import {
  successStatus,
  type BodyOf,
  type EndpointSpec,
  type PartOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@common/api/endpoint';
import { clearSession, readSession } from './session';
import { loginPath, PATHS } from './paths';
import { ApiError } from './api-error';

export { ApiError, type ApiErrorBody } from './api-error';

/**
 * What happens when a signed-in request gets 401 (expired or revoked session): the session is
 * cleared and the visitor goes to sign in, coming back here afterwards. Replaceable for tests.
 */
let onUnauthorized = () => {
  clearSession();
  const here = location.pathname + location.search;
  if (location.pathname !== PATHS.login) location.assign(loginPath(here));
};
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** How a request reaches the server: fetch in the browser; the server renderer answers in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
/** For the server renderer (src/web/entry-server.tsx), which has no network origin to fetch from. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The stored access token, if any; every way of calling the API (JSON, upload) sends it. */
export function accessToken(): string | undefined {
  return readSession()?.accessToken;
}

/** Only a request that carried a token means "your session ended"; a wrong password is just an error. */
export function noticeUnauthorized(status: number, token: string | undefined): void {
  if (status === 401 && token) onUnauthorized();
}

/** A body as JSON, or null when it is empty or not JSON (a proxy's HTML error page). */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The success body checked against the endpoint's 2xx schema: a server that drifted is an error, not a cast. */
export function validateAnswer<E extends EndpointSpec>(endpoint: E, data: unknown): ResponseOf<E> {
  const schema = endpoint.responses[successStatus(endpoint)] as z.core.$ZodType<ResponseOf<E>>;
  const result = z.safeParse(schema, data);
  if (!result.success) throw ApiError.invalidResponse();
  return result.data;
}

/** "/admin/users/:id" + { id } -> "/api/admin/users/<id>", every value URL-encoded. */
export function urlOf(endpoint: EndpointSpec, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(values[name]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

type Part<E extends EndpointSpec, K extends 'params' | 'query' | 'body', V> =
  PartOf<E, K> extends undefined ? { [P in K]?: never } : K extends 'query' ? { [P in K]?: V } : { [P in K]: V };

/** params and body are required exactly when the endpoint has them; query is always optional. */
export type CallOptions<E extends EndpointSpec> = {
  signal?: AbortSignal;
  /** Another credential than the access token (the video token service takes the apiToken); its 401/403 are the caller's to handle. */
  bearer?: string;
} & Part<E, 'params', ParamsOf<E>> &
  Part<E, 'query', QueryOf<E>> &
  Part<E, 'body', BodyOf<E>>;

type CallArgs<E extends EndpointSpec> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls one endpoint of src/common/api: JSON in and out, the Bearer access token, the answer
 * validated with the endpoint's schema, and every failure as an ApiError.
 */
export async function callApi<E extends EndpointSpec>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body, signal, bearer } = (options ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
    bearer?: string;
  };
  const token = bearer ?? accessToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await transport(urlOf(endpoint, params, query), {
      method: endpoint.method,
      headers,
      signal: signal ?? null,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw ApiError.network();
  }
  const data = parseJson(await res.text());
  if (!res.ok) {
    if (bearer === undefined) noticeUnauthorized(res.status, token);
    throw ApiError.fromResponse(res.status, res.statusText, data);
  }
  return validateAnswer(endpoint, data);
}
