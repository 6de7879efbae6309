// @vitest-environment happy-dom
import type { SiteId } from '@common/sites';
import { SiteContext } from '@web/lib/site-context';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import chrome from '../../locales/en/chrome.json';
import { AppFooter } from './app-footer';
import { testSiteContext } from '@web/lib/test-site-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { ...en, ...chrome } } }, keySeparator: false });

function footerText(siteId: SiteId): string {
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider value={testSiteContext(siteId)}>
          <MemoryRouter>
            <AppFooter />
          </MemoryRouter>
        </SiteContext.Provider>
      </I18nextProvider>,
    ),
  );
  return container.textContent ?? '';
}

describe('the footer', () => {
  it('names the site by its title, not its internal id', () => {
    const year = new Date().getFullYear();
    expect(footerText('korepetycje')).toContain(`© ${year} Korepetycje.lol. All rights reserved.`);
    expect(footerText('corpobond')).toContain(`© ${year} Corpo Bond.`);
  });
});
