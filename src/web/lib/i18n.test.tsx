// @vitest-environment happy-dom
import { siteById, type SiteConfig } from '@common/sites';
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import plAdmin from '../locales/pl/admin.json';
import plCommon from '../locales/pl/common.json';
import deAuth from '../locales/de/auth.json';
import deCommon from '../locales/de/common.json';
import { AREAS, initI18n, loadAreas, START_AREAS, switchLanguage, useI18nInstance } from './i18n';

const generic = siteById('generic');
const withStrings = (strings: SiteConfig['additionalTranslations']): SiteConfig => ({
  ...generic,
  additionalTranslations: strings,
});
const loadedBundles = (i18n: Awaited<ReturnType<typeof initI18n>>) =>
  Object.entries(i18n.store.data).flatMap(([lang, namespaces]) => Object.keys(namespaces).map((ns) => `${lang}/${ns}`));

describe('translations load by area', () => {
  it('finds the areas from the files, mail left to the server', () => {
    expect(AREAS).toEqual(expect.arrayContaining(['account', 'admin', 'auth', 'chrome', 'common', 'widgets']));
    expect(AREAS).not.toContain('mail');
  });

  it('a Polish start loads only the areas every page needs, in Polish, no English', async () => {
    const i18n = await initI18n(generic, 'pl');
    const bundles = loadedBundles(i18n);
    for (const area of START_AREAS) expect(bundles).toContain(`pl/${area}`);
    expect(bundles).not.toContain('pl/admin');
    expect(bundles.filter((b) => b.startsWith('en/'))).toEqual([]);
    expect(bundles).not.toContain('pl/english-fallback');
    expect(i18n.t('nav.home')).toBe(plCommon['nav.home']);
  });

  it("a route's areas make their keys resolve in the visitor's language", async () => {
    const i18n = await initI18n(generic, 'pl');
    await loadAreas(i18n, ['admin']);
    expect(i18n.t('admin.save')).toBe(plAdmin['admin.save']);
    expect(loadedBundles(i18n).filter((b) => b.startsWith('en/'))).toEqual([]);
  });

  it('a key missing in Polish shows the English text once English has loaded, re-rendered', async () => {
    const site = withStrings({ en: { 'test.onlyEnglish': 'Only in English' } });
    const i18n = await initI18n(site, 'pl');
    function Probe() {
      const { t } = useTranslation();
      return <p>{t('test.onlyEnglish')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Only in English')).toBeTruthy();
    // Polish texts stay Polish: English fills gaps only.
    expect(i18n.t('nav.home')).toBe(plCommon['nav.home']);
  });

  it("the site's strings win over the base texts, in a start area and in a route's area", async () => {
    const site = withStrings({ pl: { 'nav.home': 'Strona sklepu', 'admin.save': 'Zachowaj' } });
    const i18n = await initI18n(site, 'pl');
    await loadAreas(i18n, ['admin']);
    expect(i18n.t('nav.home')).toBe('Strona sklepu');
    expect(i18n.t('admin.save')).toBe('Zachowaj');
  });

  it('a key of an area no route named still resolves (the rest load), rather than showing the key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = await initI18n(generic, 'pl');
    i18n.t('admin.save');
    await vi.waitFor(() => expect(i18n.t('admin.save')).toBe(plAdmin['admin.save']));
    warn.mockRestore();
  });

  it('switching language loads the areas loaded so far in the new language', async () => {
    const i18n = await initI18n(generic, 'pl');
    await loadAreas(i18n, ['auth']);
    await switchLanguage(i18n, generic, 'de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('auth.login.submit')).toBe(deAuth['auth.login.submit']);
    expect(document.documentElement.lang).toMatch(/^de/);
  });

  it('a component switches the language with the instance useI18nInstance gives, and its texts follow', async () => {
    const i18n = await initI18n(generic, 'pl');
    function Switcher() {
      const { t } = useTranslation();
      const instance = useI18nInstance();
      return (
        <button type="button" onClick={() => void switchLanguage(instance, generic, 'de')}>
          {t('nav.home')}
        </button>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Switcher />
      </I18nextProvider>,
    );
    screen.getByRole('button', { name: plCommon['nav.home'] }).click();
    expect(await screen.findByRole('button', { name: deCommon['nav.home'] })).toBeTruthy();
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toMatch(/^de/);
  });

  it("refuses useTranslation()'s copy of the instance rather than change the language on the copy only", async () => {
    const i18n = await initI18n(generic, 'pl');
    let copy: typeof i18n | undefined;
    function Probe() {
      copy = useTranslation().i18n;
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    await expect(switchLanguage(copy!, generic, 'de')).rejects.toThrow(/useI18nInstance/);
    expect(i18n.language).toBe('pl');
  });
});
