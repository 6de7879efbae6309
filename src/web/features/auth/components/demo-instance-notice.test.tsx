// @vitest-environment happy-dom
import { SiteContext } from '@web/lib/site-context';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/auth.json';
import { DemoInstanceNotice } from './demo-instance-notice';
import { testSiteContext } from '@web/lib/test-site-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, keySeparator: false });

function render(demoAccounts: boolean): HTMLElement {
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider
          value={testSiteContext('generic', { hasPage: () => true, pageMeta: () => ({}), runtime: { demoAccounts } })}
        >
          <DemoInstanceNotice />
        </SiteContext.Provider>
      </I18nextProvider>,
    ),
  );
  return container;
}

describe('the demo instance notice on the sign-in page', () => {
  it('warns that the README demo accounts sign in here when the server says the demo admin is untouched', () => {
    const note = render(true).querySelector('[role="note"]');
    expect(note?.textContent).toMatch(/Demo instance: anyone can sign in with the demo accounts listed in the README/);
  });

  it('is absent otherwise', () => {
    expect(render(false).textContent).toBe('');
  });
});
