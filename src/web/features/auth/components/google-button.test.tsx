// @vitest-environment happy-dom
import type { SignInResult } from '@common/schemas/account';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createAppTheme } from '@web/core/theme/create-app-theme';
import { queryClient } from '@web/lib/query-client';
import { clearSession } from '@web/lib/session';
import { SiteContext } from '@web/lib/site-context';
import { testSiteContext } from '@web/lib/test-site-context';
import Fastify, { type FastifyInstance } from 'fastify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import enAuth from '../../../locales/en/auth.json';
import enErrors from '../../../locales/en/errors.json';
import { AuthFlowContext } from '../flow/auth-flow-context';
import { MAIN_AUTH_PATHS } from '../flow/auth-paths';
import { GoogleButton } from './google-button';

const theme = createAppTheme({ skin: 'default', direction: 'ltr', primary: { light: '#4338CA', dark: '#818CF8' } });
const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { ...enAuth, ...enErrors } } }, keySeparator: false });

const USER_ID = '0b5a3c1e-8f9d-4e2a-9b7c-1d2e3f4a5b6c';
const RESULT: SignInResult = {
  userId: USER_ID,
  accessToken: 'access',
  apiToken: 'api',
  userAbilityRules: [],
  user: {
    id: USER_ID,
    email: 'cody@example.test',
    name: 'Cody',
    language: null,
    status: 'active',
    emailVerified: true,
    avatarUrl: null,
    totpEnabled: false,
    roles: ['member'],
    scopes: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};

/** A stand-in for POST /api/auth/google: asks for the password until one comes, then signs in. */
let server: FastifyInstance;
const bodies: Record<string, unknown>[] = [];

/** A stand-in for Google Identity Services: each popup hands back a new code or access token. */
const popups = { code: 0, token: 0 };
function stubGoogle() {
  window.google = {
    accounts: {
      oauth2: {
        initCodeClient: ({ callback }) => ({ requestCode: () => callback({ code: `code-${++popups.code}` }) }),
        initTokenClient: ({ callback }) => ({
          requestAccessToken: () => callback({ access_token: `token-${++popups.token}` }),
        }),
      },
    },
  };
}

beforeAll(async () => {
  server = Fastify();
  server.post('/api/auth/google', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    bodies.push(body);
    if (body.password) return RESULT;
    return reply.code(409).send({
      error: 'Conflict',
      code: 'googleLinkNeedsPassword',
      message: 'needs password',
      fields: { password: { code: 'googleLinkNeedsPassword', message: 'needs password' } },
    });
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${address}/login`);
});
afterAll(async () => server.close());
beforeEach(() => {
  bodies.length = 0;
  popups.code = 0;
  popups.token = 0;
  clearSession();
  stubGoogle();
});
afterEach(cleanup);

function renderButton(runtime: { googleClientId: string; googleCodeFlow?: boolean }) {
  const signedIn: SignInResult[] = [];
  render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SiteContext.Provider value={testSiteContext('generic', { runtime })}>
            <AuthFlowContext.Provider value={{ paths: MAIN_AUTH_PATHS, onSignedIn: (r) => signedIn.push(r) }}>
              <GoogleButton />
            </AuthFlowContext.Provider>
          </SiteContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>,
  );
  return signedIn;
}

/** Asks for the password, then sends it from the follow-up. */
async function signInLinkingWithPassword() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
  const followUp = await screen.findByRole('group', { name: 'Continue with Google' });
  fireEvent.change(within(followUp).getByLabelText(/Password/), { target: { value: 'the password' } });
  fireEvent.click(within(followUp).getByRole('button', { name: 'Continue with Google' }));
}

describe('<GoogleButton>', () => {
  it('uses the code flow when the server says it holds the secret, asking Google for a new code to follow up', async () => {
    const signedIn = renderButton({ googleClientId: 'cid', googleCodeFlow: true });
    await signInLinkingWithPassword();
    await waitFor(() => expect(signedIn).toHaveLength(1));
    // A code is good once: the follow-up went with a second one.
    expect(bodies).toEqual([{ code: 'code-1' }, { code: 'code-2', password: 'the password' }]);
    expect(popups.token).toBe(0);
  });

  it('keeps the token flow otherwise, sending the same access token again with the password', async () => {
    const signedIn = renderButton({ googleClientId: 'cid' });
    await signInLinkingWithPassword();
    await waitFor(() => expect(signedIn).toHaveLength(1));
    expect(bodies).toEqual([{ accessToken: 'token-1' }, { accessToken: 'token-1', password: 'the password' }]);
    expect(popups.code).toBe(0);
  });
});
