// @vitest-environment happy-dom
import { siteById } from '@common/sites';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createAppTheme } from '@web/core/theme/create-app-theme';
import { publish } from '@web/lib/realtime/bus';
import { SESSION_KEYS } from '@web/lib/session';
import { SessionProvider } from '@web/lib/session-context';
import { SiteContext } from '@web/lib/site-context';
import i18next from 'i18next';
import { act } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enWidgets from '../../locales/en/widgets.json';
// The popup asks the real API who calls (PGlite behind it): what it shows is the account's name.
import type { App } from '../../../server/app';
import { registerUser, type TestUser } from '../../../server/test/accounts';
import { buildTestApp } from '../../../server/test/build-test-app';
import CallInvitations from './call-invitations';
import { testSiteContext } from '@web/lib/test-site-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const theme = createAppTheme({ skin: 'default', direction: 'ltr', primary: siteById('korepetycje').theme.primary });
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['widgets'],
  resources: { en: { widgets: enWidgets } },
  keySeparator: false,
});

type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };

describe('the incoming-call popup (issue #33)', () => {
  let app: App;
  let anna: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [anna, bob] = await Promise.all([
      registerUser(app, { name: 'Anna Cellist' }),
      registerUser(app, { name: 'Bob Listener' }),
    ]);
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    (window as unknown as HappyWindow).happyDOM.setURL(`${origin}/my-items`);
    localStorage.setItem(SESSION_KEYS.userId, bob.id);
    localStorage.setItem(SESSION_KEYS.accessToken, bob.accessToken);
  });
  afterAll(async () => app?.close());

  it('names the caller by their account, looked up by the stamped sender, not by the name their browser wrote', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SiteContext.Provider value={testSiteContext('korepetycje')}>
            <QueryClientProvider client={client}>
              <SessionProvider>
                <CallInvitations userId={bob.id} apiToken={bob.apiToken} />
              </SessionProvider>
            </QueryClientProvider>
          </SiteContext.Provider>
        </ThemeProvider>
      </I18nextProvider>,
    );
    act(() =>
      publish('ws-parsed', {
        SocketIOUniqueChannelName: `room_${bob.id}`,
        channel: 'persfRoom',
        from: anna.id,
        data: {
          type: 'callInvitation',
          from: anna.id,
          roomName: `${anna.id}_${bob.id}`,
          messageId: 'm1',
          callerName: 'The Bank',
          about: 'Cello lessons',
        },
      }),
    );
    expect(await screen.findByText('Anna Cellist is calling you', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('About: Cello lessons')).toBeTruthy();
    expect(screen.queryByText(/The Bank/)).toBeNull();
    expect(screen.queryByText(new RegExp(anna.id))).toBeNull();
  });
});
