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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** fetch for our API: JSON in and out, the Bearer accessToken, errors as ApiError. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const token = readSession()?.accessToken;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      signal: signal ?? null,
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw ApiError.network();
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    // Only a request that carried a token means "your session ended"; a wrong password is just an error.
    if (res.status === 401 && token) onUnauthorized();
    throw ApiError.fromResponse(res.status, res.statusText, data);
  }
  return data as T;
}
