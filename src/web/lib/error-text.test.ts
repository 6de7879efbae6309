import i18next, { type i18n } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { buildTestApp } from '../../server/test/build-test-app';
import { registerUser } from '../../server/test/accounts';
import enErrors from '../locales/en/errors.json';
import plErrors from '../locales/pl/errors.json';
import { ApiError } from './api-error';
import { errorText } from './error-text';

/*
 * A Polish user reads a server error in Polish: a real answer of the real server, read the way
 * the browser reads it (ApiError.fromResponse), turned into text by the helper every error
 * display uses.
 */

let app: App;
let polish: i18n;

beforeAll(async () => {
  app = await buildTestApp();
  polish = i18next.createInstance();
  await polish.init({
    lng: 'pl',
    fallbackLng: 'en',
    keySeparator: false,
    resources: { pl: { translation: plErrors }, en: { translation: enErrors } },
  });
});
afterAll(async () => app?.close());

async function answer(payload: Record<string, unknown>): Promise<ApiError> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  return ApiError.fromResponse(res.statusCode, res.statusMessage, res.json());
}

describe('a server error shown to a Polish user', () => {
  it('is the Polish sentence for a taken e-mail, not English and not a code', async () => {
    const taken = await registerUser(app);
    const err = await answer({ name: 'Ewa', email: taken.email, password: 'correct horse battery' });
    expect(err.status).toBe(409);
    const text = errorText(polish.t, err);
    expect(text).toBe('Konto z tym adresem e-mail już istnieje.');
    expect(text).not.toBe(err.message);
    expect(text).not.toContain('emailTaken');
  });

  it('is Polish under the field for input the shared schema refuses', async () => {
    const err = await answer({ name: 'Ewa', email: 'ewa@example.test', password: 'short' });
    expect(err.status).toBe(400);
    expect(errorText(polish.t, err.fieldCodes.password)).toBe('Użyj co najmniej 8 znaków.');
  });

  it('falls back to the server English for a code this build does not know', () => {
    const err = new ApiError(418, { error: 'Teapot', code: 'brandNewCode', message: 'A brand new refusal.' });
    expect(errorText(polish.t, err)).toBe('A brand new refusal.');
    expect(errorText(polish.t, 'brandNewCode')).toBe(plErrors['errors.unknown']);
  });
});
