// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import { SESSION_KEYS } from '@web/lib/session';
// The list is tried against the real API (PGlite behind it), not a stand-in: what it shows is what
// the server answers (browser tests may build the server, eslint.config.js).
import type { App } from '../../../../server/app';
import { registerAdmin, registerUser } from '../../../../server/test/accounts';
import { buildTestApp } from '../../../../server/test/build-test-app';
import { UserList } from './user-list';

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { ...enCommon, ...en, ...enErrors } } }, keySeparator: false });

/** The happy-dom window's own hook for its address: relative /api/... requests then go to the server. */
type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };

describe('the admin user list against the real server', () => {
  let app: App;
  const tag = `quill${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await buildTestApp();
    const admin = await registerAdmin(app);
    for (const n of [1, 2]) await registerUser(app, { name: `${tag} person ${n}` });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    (window as unknown as HappyWindow).happyDOM.setURL(`${origin}/apps/user/list`);
    localStorage.setItem(SESSION_KEYS.userId, admin.id);
    localStorage.setItem(SESSION_KEYS.accessToken, admin.accessToken);
  });
  afterAll(async () => app?.close());

  it('shows it is loading, then the rows the server sends, and an empty state for a search that matches nobody', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <UserList />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('progressbar', { name: enCommon['common.loading'] })).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await userEvent.type(search, tag);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(await within(table).findByText(`${tag} person 1`, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(table).getByText(`${tag} person 2`)).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, `${tag}-nobody`);
    expect(await within(table).findByText('No users match these filters.', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(table).queryByText(`${tag} person 1`)).toBeNull();
  }, 60_000);
});
