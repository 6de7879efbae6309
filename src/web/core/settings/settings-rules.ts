import { OVERLAY_NAV_BELOW_WIDTH } from '@common/constants';
import type { ColorScheme, NavLayout, Settings } from './settings-types';

/** The layout the customizer shows as chosen: "collapsed" is the vertical navigation as a rail. */
export function navLayoutOf(settings: Settings): NavLayout {
  if (settings.appContentLayoutNav === 'horizontal') return 'horizontal';
  return settings.verticalNavCollapsed ? 'collapsed' : 'vertical';
}

/**
 * SPEC.md section 4: switching to horizontal makes a hidden navbar sticky (the horizontal menu
 * lives under it) and un-collapses the vertical navigation, so going back finds it open.
 */
export function withNavLayout(settings: Settings, layout: NavLayout): Settings {
  if (layout === 'horizontal') {
    return {
      ...settings,
      appContentLayoutNav: 'horizontal',
      verticalNavCollapsed: false,
      navbarType: settings.navbarType === 'hidden' ? 'sticky' : settings.navbarType,
    };
  }
  return { ...settings, appContentLayoutNav: 'vertical', verticalNavCollapsed: layout === 'collapsed' };
}

/** Applies a change from the customizer, keeping the rules above whichever field it touches. */
export function applySettingsChange(settings: Settings, change: Partial<Settings>): Settings {
  const next = { ...settings, ...change };
  if (change.appContentLayoutNav === 'horizontal') return withNavLayout(next, 'horizontal');
  // A hidden navbar would take the horizontal menu with it.
  if (next.appContentLayoutNav === 'horizontal' && next.navbarType === 'hidden') next.navbarType = 'sticky';
  if (next.appContentLayoutNav === 'horizontal') next.verticalNavCollapsed = false;
  return next;
}

/** Below 1279 px (SPEC.md) the navigation is an overlay drawer; at 1279 px it is not. */
export function isOverlayWidth(viewportWidth: number): boolean {
  return viewportWidth < OVERLAY_NAV_BELOW_WIDTH;
}

// max-width matches a fractional width too (zoom), so the edge sits just under 1279.
export const OVERLAY_MEDIA_QUERY = `(max-width: ${OVERLAY_NAV_BELOW_WIDTH - 0.02}px)`;

export interface EffectiveLayout {
  /** What is drawn now: on a narrow screen always vertical. */
  nav: 'vertical' | 'horizontal';
  /** The vertical navigation is a drawer opened by the hamburger button. */
  overlay: boolean;
  /** The vertical navigation is a rail of icons (never while it is an overlay). */
  collapsed: boolean;
}

/**
 * The layout for a viewport. The stored choice is never overwritten on a narrow screen, so the
 * horizontal (or collapsed) layout comes back by itself once the window is wide again.
 */
export function effectiveLayout(settings: Settings, overlay: boolean): EffectiveLayout {
  if (overlay) return { nav: 'vertical', overlay: true, collapsed: false };
  return {
    nav: settings.appContentLayoutNav,
    overlay: false,
    collapsed: settings.appContentLayoutNav === 'vertical' && settings.verticalNavCollapsed,
  };
}

/** "system" follows the browser's preference; the others are what they say. */
export function resolveColorScheme(theme: Settings['theme'], prefersDark: boolean): ColorScheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}
