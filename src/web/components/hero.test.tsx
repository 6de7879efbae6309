// @vitest-environment happy-dom
import { siteById } from '@common/sites';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '@web/core/theme/create-app-theme';
import { SessionProvider } from '@web/lib/session-context';
import { SiteContext } from '@web/lib/site-context';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import { Hero } from './hero';
import { testSiteContext } from '@web/lib/test-site-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The app's theme: styles read its CSS variables (theme.vars), which MUI's default theme lacks.
const theme = createAppTheme({ skin: 'default', direction: 'ltr', primary: siteById('korepetycje').theme.primary });

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, keySeparator: false });

function hrefOf(label: string): string | null {
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider value={testSiteContext('korepetycje')}>
          <SessionProvider>
            <MemoryRouter>
              <ThemeProvider theme={theme}>
                <Hero art={null} title="front.hero.title" subtitle="front.hero.subtitle" />
              </ThemeProvider>
            </MemoryRouter>
          </SessionProvider>
        </SiteContext.Provider>
      </I18nextProvider>,
    ),
  );
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === label);
  return link?.getAttribute('href') ?? null;
}

beforeEach(() => localStorage.clear());

describe("the front page's calls to action", () => {
  it("browse opens the search narrowed to the site's kind", () => {
    expect(hrefOf('Browse offers')).toBe('/search?kind=tutoring');
  });

  it('publish opens the add-new form (sign-in first for a visitor)', () => {
    expect(hrefOf('Publish an offer')).toBe('/add-new');
  });
});
