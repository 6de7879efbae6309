// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore } from './settings-store';
import { defaultSettings } from './settings-types';
import { loadColorScheme, saveColorScheme } from './settings-storage';

const site = {
  theme: { primary: { light: '#1867C0', dark: '#2196F3' }, defaultMode: 'system', defaultSkin: 'default' },
} as const;
const defaults = defaultSettings({ theme: { ...site.theme, primary: { ...site.theme.primary } } });
const make = (appTitle = 'Nasz Dom') => createSettingsStore({ appTitle, defaults, storage: localStorage });

beforeEach(() => localStorage.clear());

describe('settings defaults', () => {
  it('follow SPEC.md: system theme, boxed, vertical and open, sticky navbar with blur, static footer', () => {
    expect(make().getSnapshot()).toEqual({
      theme: 'system',
      skin: 'default',
      semiDarkNav: false,
      primaryColor: null,
      contentWidth: 'boxed',
      appContentLayoutNav: 'vertical',
      verticalNavCollapsed: false,
      navbarType: 'sticky',
      navbarBlur: true,
      footerType: 'static',
      language: null,
      direction: null,
    });
  });

  it("take the site's default theme and skin", () => {
    const s = defaultSettings({
      theme: { primary: { light: '#000000', dark: '#ffffff' }, defaultMode: 'dark', defaultSkin: 'bordered' },
    });
    expect([s.theme, s.skin]).toEqual(['dark', 'bordered']);
  });
});

describe('persistence', () => {
  it('stores each choice under a key prefixed with the AppTitle, and a new store reads it back', () => {
    const store = make();
    store.update({
      theme: 'dark',
      skin: 'bordered',
      contentWidth: 'fluid',
      navbarBlur: false,
      language: 'ar',
      direction: 'rtl',
    });
    store.setNavLayout('collapsed');
    expect(localStorage.getItem('Nasz Dom-theme')).toBe('dark');
    expect(localStorage.getItem('Nasz Dom-skin')).toBe('bordered');
    expect(localStorage.getItem('Nasz Dom-contentWidth')).toBe('fluid');
    expect(localStorage.getItem('Nasz Dom-isNavbarBlurEnabled')).toBe('false');
    expect(localStorage.getItem('Nasz Dom-isVerticalNavCollapsed')).toBe('true');
    expect(localStorage.getItem('Nasz Dom-language')).toBe('ar');
    expect(localStorage.getItem('Nasz Dom-direction')).toBe('rtl');
    expect(make().getSnapshot()).toMatchObject({
      theme: 'dark',
      skin: 'bordered',
      contentWidth: 'fluid',
      navbarBlur: false,
      verticalNavCollapsed: true,
      language: 'ar',
      direction: 'rtl',
    });
  });

  it('keeps two sites apart', () => {
    make('Nasz Dom').update({ theme: 'dark' });
    expect(make('Corpo Bond').getSnapshot().theme).toBe('system');
  });

  it('stores the resolved colour scheme under the prefix too', () => {
    saveColorScheme('Nasz Dom', 'dark', localStorage);
    expect(localStorage.getItem('Nasz Dom-color-scheme')).toBe('dark');
    expect(loadColorScheme('Nasz Dom', localStorage)).toBe('dark');
  });

  it('ignores stored values it does not know', () => {
    localStorage.setItem('Nasz Dom-theme', 'purple');
    localStorage.setItem('Nasz Dom-isNavbarBlurEnabled', 'maybe');
    localStorage.setItem('Nasz Dom-primaryColor', 'red');
    localStorage.setItem('Nasz Dom-language', 'xx');
    localStorage.setItem('Nasz Dom-direction', 'up');
    expect(make().getSnapshot()).toEqual(defaults);
  });

  it('reset removes every stored key and brings the defaults back', () => {
    const store = make();
    store.update({ theme: 'light', primaryColor: '#0D9394', semiDarkNav: true });
    store.setNavLayout('horizontal');
    store.reset();
    expect(store.getSnapshot()).toEqual(defaults);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('Nasz Dom-'))).toEqual([]);
  });

  it('tells subscribers about changes', () => {
    const store = make();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.update({ skin: 'bordered' });
    off();
    store.update({ skin: 'default' });
    expect(calls).toBe(1);
  });

  it('still works when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = createSettingsStore({ appTitle: 'x', defaults, storage: broken });
    store.update({ theme: 'dark' });
    expect(store.getSnapshot().theme).toBe('dark');
  });
});
