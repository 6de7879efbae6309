// @vitest-environment happy-dom
import { siteById, type SiteId } from '@common/sites';
import { SiteContext } from '@web/lib/site-context';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import { FrontFooter } from './front-footer';
import { testSiteContext } from '@web/lib/test-site-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, keySeparator: false });

function renderFooter(siteId: SiteId, at: string): HTMLElement {
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider value={testSiteContext(siteId)}>
          <MemoryRouter initialEntries={[at]}>
            <FrontFooter />
          </MemoryRouter>
        </SiteContext.Provider>
      </I18nextProvider>,
    ),
  );
  return container;
}

const links = (root: HTMLElement) =>
  Object.fromEntries([...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]));

describe('the front pages footer', () => {
  it('links about, contact, every site, the site’s own offers and publishing, with the copyright line', () => {
    const footer = renderFooter('bookatable4', '/index');
    expect(links(footer)).toMatchObject({
      'About Book a table 4': '/index#front-hero',
      'Contact us': '/index#contact',
      'All our sites': '/sites',
      'All offers': '/search?kind=table',
      'Add your offer': '/add-new',
    });
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Book a table 4.`);
  });

  it('offers every language of the site on the same page, the query kept, the current one marked', () => {
    const footer = renderFooter('korepetycje', '/search?q=matematyka');
    const languages = [...footer.querySelectorAll('[aria-labelledby="footer-language"] a')];
    expect(languages).toHaveLength(siteById('korepetycje').languages.length);
    expect(links(footer)).toMatchObject({
      Polski: '/search?q=matematyka&lang=pl',
      العربية: '/search?q=matematyka&lang=ar',
    });
    expect(footer.querySelector('a[aria-current="true"]')?.textContent).toBe('English');
    expect(footer.querySelector('a[hreflang="zh-CN"]')?.getAttribute('lang')).toBe('zh-CN');
  });
});
