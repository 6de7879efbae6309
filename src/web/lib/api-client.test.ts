// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { readSession, writeSession } from './session';
import { loginPath } from './paths';
import { safeRedirect } from './safe-redirect';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  const unauthorized = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    setUnauthorizedHandler(unauthorized);
    unauthorized.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored access token and returns the JSON', async () => {
    writeSession({ userId: 'u1', accessToken: 'tok-123', apiToken: 'api', userAbilityRules: [] });
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(init.body).toBe('{"a":1}');
  });

  it('turns the error shape into an ApiError with fields', async () => {
    vi.stubGlobal('fetch', async () =>
      json(409, {
        error: 'Conflict',
        code: 'emailTaken',
        message: 'taken',
        fields: { email: { code: 'emailTaken', message: 'taken' } },
      }),
    );
    const err = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).code).toBe('emailTaken');
    expect((err as ApiError).fieldCodes).toEqual({ email: 'emailTaken' });
  });

  it('signs out on 401 only when a token was sent', async () => {
    vi.stubGlobal('fetch', async () =>
      json(401, { error: 'Unauthorized', code: 'invalidCredentials', message: 'Wrong email or password.' }),
    );
    await apiRequest('/api/auth/login', { method: 'POST', body: {} }).catch(() => undefined);
    expect(unauthorized).not.toHaveBeenCalled();
    writeSession({ userId: 'u1', accessToken: 'expired', apiToken: null, userAbilityRules: [] });
    await apiRequest('/api/auth/me').catch(() => undefined);
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.code).toBe('network');
    expect(readSession()).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('keeps paths on this site and drops other origins', () => {
    expect(safeRedirect('/access-control?x=1')).toBe('/access-control?x=1');
    expect(safeRedirect('//evil.test/x')).toBeNull();
    expect(safeRedirect('https://evil.test')).toBeNull();
    expect(safeRedirect('/\\evil.test')).toBeNull();
    expect(loginPath('/my-items')).toBe('/login?redirecturl=%2Fmy-items');
  });
});
