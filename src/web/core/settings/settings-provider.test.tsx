// @vitest-environment happy-dom
import { siteById } from '@common/sites';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { SettingsProvider, useSettings } from './settings-provider';
import type { SettingsStore } from './settings-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = siteById('generic');

async function mount(lang: string): Promise<SettingsStore> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: lang, resources: {}, keySeparator: false });
  let store: SettingsStore | undefined;
  function Grab() {
    store = useSettings().store;
    return null;
  }
  act(() =>
    createRoot(document.createElement('div')).render(
      <I18nextProvider i18n={i18n}>
        <SettingsProvider site={site}>
          <Grab />
        </SettingsProvider>
      </I18nextProvider>,
    ),
  );
  return store!;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dir = 'ltr';
});

describe('the direction setting', () => {
  it('turns English right-to-left when chosen, is stored, and a fresh start keeps it', async () => {
    const store = await mount('en');
    act(() => store.update({ direction: 'rtl' }));
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(`${site.configuration.AppTitle}-direction`)).toBe('rtl');

    document.documentElement.dir = 'ltr';
    await mount('en');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("goes back to the language's own direction on reset", async () => {
    const store = await mount('ar');
    expect(document.documentElement.dir).toBe('rtl');
    act(() => store.update({ direction: 'ltr' }));
    expect(document.documentElement.dir).toBe('ltr');
    act(() => store.reset());
    expect(document.documentElement.dir).toBe('rtl');
  });
});
