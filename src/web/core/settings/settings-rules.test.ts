import { describe, expect, it } from 'vitest';
import {
  applySettingsChange,
  effectiveLayout,
  isOverlayWidth,
  navLayoutOf,
  resolveColorScheme,
  withNavLayout,
} from './settings-rules';
import { defaultSettings, type Settings } from './settings-types';

const base: Settings = defaultSettings({
  theme: { primary: { light: '#1867C0', dark: '#2196F3' }, defaultMode: 'system', defaultSkin: 'default' },
});

describe('navigation layout', () => {
  it('switching to horizontal makes a hidden navbar sticky and un-collapses the vertical nav', () => {
    const s = withNavLayout({ ...base, navbarType: 'hidden', verticalNavCollapsed: true }, 'horizontal');
    expect(s).toMatchObject({ appContentLayoutNav: 'horizontal', navbarType: 'sticky', verticalNavCollapsed: false });
    expect(navLayoutOf(s)).toBe('horizontal');
  });

  it('collapsed is the vertical navigation as a rail', () => {
    const s = withNavLayout(base, 'collapsed');
    expect(s).toMatchObject({ appContentLayoutNav: 'vertical', verticalNavCollapsed: true });
    expect(navLayoutOf(s)).toBe('collapsed');
    expect(navLayoutOf(withNavLayout(s, 'vertical'))).toBe('vertical');
  });

  it('a hidden navbar cannot be chosen while the layout is horizontal', () => {
    const horizontal = withNavLayout(base, 'horizontal');
    expect(applySettingsChange(horizontal, { navbarType: 'hidden' }).navbarType).toBe('sticky');
    expect(applySettingsChange(base, { navbarType: 'hidden' }).navbarType).toBe('hidden');
  });

  it('the horizontal rule holds when the stored field is changed directly', () => {
    const s = applySettingsChange(
      { ...base, navbarType: 'hidden', verticalNavCollapsed: true },
      { appContentLayoutNav: 'horizontal' },
    );
    expect(s).toMatchObject({ navbarType: 'sticky', verticalNavCollapsed: false });
  });
});

describe('narrow screens', () => {
  it('the navigation is an overlay below 1279 px', () => {
    expect(isOverlayWidth(1000)).toBe(true);
    expect(isOverlayWidth(1278)).toBe(true);
    expect(isOverlayWidth(1279)).toBe(false);
    expect(isOverlayWidth(1280)).toBe(false);
    expect(isOverlayWidth(1400)).toBe(false);
  });

  it('forces a horizontal layout to vertical, and the choice comes back when the screen widens', () => {
    const horizontal = withNavLayout(base, 'horizontal');
    expect(effectiveLayout(horizontal, isOverlayWidth(1400))).toEqual({
      nav: 'horizontal',
      overlay: false,
      collapsed: false,
    });
    expect(effectiveLayout(horizontal, isOverlayWidth(800))).toEqual({
      nav: 'vertical',
      overlay: true,
      collapsed: false,
    });
    // The stored choice is untouched by the narrow screen.
    expect(navLayoutOf(horizontal)).toBe('horizontal');
    expect(effectiveLayout(horizontal, isOverlayWidth(1400)).nav).toBe('horizontal');
  });

  it('a collapsed rail becomes a full overlay drawer on a narrow screen and a rail again when wide', () => {
    const collapsed = withNavLayout(base, 'collapsed');
    expect(effectiveLayout(collapsed, true).collapsed).toBe(false);
    expect(effectiveLayout(collapsed, false).collapsed).toBe(true);
  });
});

describe('colour scheme', () => {
  it('system follows the browser; light and dark are fixed', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});
