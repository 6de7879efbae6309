import { OVERLAY_NAV_BELOW_WIDTH } from '../../common/constants';
import {
  FRAME_DIR_ATTRIBUTE,
  FRAME_LAYOUT_ATTRIBUTE,
  FRAME_PRIMARY_VARIABLE,
  SHELL_FRAME_ID,
} from '../../common/shell-frame';
import type { SiteConfig } from '../../common/sites/site-config';
import { layoutPrePaintScript } from '../../common/theme/layout-pre-paint';
import { PAGE_BACKGROUNDS } from '../../common/theme/page-backgrounds';
import { escapeHtml } from './head';

/*
 * The sizes and colours of the app's signed-in chrome, as plain numbers: the server does not
 * load the web app's theme. Each names where the app keeps it; shell-frame.test.ts compares the
 * colours with the theme's tokens, and e2e/shell-frame.spec.ts the boxes with the app's own.
 */
/** LAYOUT (src/web/core/theme/layout-tokens.ts). */
const NAV_WIDTH = 260;
const NAV_COLLAPSED_WIDTH = 72;
const NAVBAR_HEIGHT = 64;
const HORIZONTAL_NAV_HEIGHT = 56;
const CONTENT_MAX_WIDTH = 1440;
const CONTENT_PADDING = 24;
/** The theme's spacing unit and shape radius (create-app-theme.ts): MUI's 8 px and RADIUS.md. */
const UNIT = 8;
const RADIUS = 6;
/** BREAKPOINTS (src/common/constants.ts). */
const SM = 600;
const MD = 960;
/** The drawer takes over below this width (OVERLAY_MEDIA_QUERY, settings-rules.ts). */
const OVERLAY = `(max-width:${OVERLAY_NAV_BELOW_WIDTH - 0.02}px)`;
const WIDE = `(min-width:${OVERLAY_NAV_BELOW_WIDTH}px)`;
/** INK and SHADOW_INK (src/web/core/theme/tokens.ts) and the surfaces of each scheme. */
export const FRAME_COLORS = {
  light: { paper: '#FFFFFF', ink: '47, 43, 61', shadowInk: '47, 43, 61', shadowStrength: 1 },
  dark: { paper: '#2F3349', ink: '225, 222, 245', shadowInk: '19, 17, 32', shadowStrength: 2.2 },
} as const;

type Scheme = keyof typeof FRAME_COLORS;

/** The frame's colours of a scheme as custom properties: MUI's Skeleton fill, divider, text, shadows[2]. */
function schemeVariables(scheme: Scheme, primary: string): string {
  const c = FRAME_COLORS[scheme];
  const alpha = (rgb: string, a: number) => `rgba(${rgb.replace(/ /g, '')},${Number(a.toFixed(3))})`;
  return (
    `--f-bg:${PAGE_BACKGROUNDS[scheme].default};--f-paper:${c.paper};--f-fill:${alpha(c.ink, scheme === 'light' ? 0.11 : 0.13)};` +
    `--f-line:${alpha(c.ink, 0.12)};--f-text:${alpha(c.ink, 0.9)};` +
    `--f-shadow:0 3px 8px ${alpha(c.shadowInk, 0.12 * c.shadowStrength)};--f-primary:${primary}`
  );
}

const html = `[${FRAME_LAYOUT_ATTRIBUTE}~=`;
const frame = `#${SHELL_FRAME_ID}`;

/**
 * The frame's rules, the same for every site but its primary colours. Its classes (f-...) are its
 * own, and only its bare elements are scoped to it (at the lowest weight, with :where). Logical properties
 * (inset-inline-start, margin-inline-start) put the menu on the right for a right-to-left page.
 * The skeleton's pulse runs only for readers who do not ask for reduced motion.
 */
function frameCss(site: SiteConfig): string {
  const bar = '.f-bar';
  const rules = [
    `${frame}{position:fixed;inset:0;overflow:hidden;user-select:none;color:var(--f-text);${schemeVariables('light', site.theme.primary.light)};` +
      `font:400 1rem/1.5 "Public Sans","Public Sans Fallback",system-ui,sans-serif}`,
    `[data-color-scheme=dark] ${frame}{${schemeVariables('dark', site.theme.primary.dark)}}`,
    `[data-skin=bordered] ${frame}{--f-shadow:none}`,
    `[${FRAME_DIR_ATTRIBUTE}=rtl] ${frame}{direction:rtl}[${FRAME_DIR_ATTRIBUTE}=ltr] ${frame}{direction:ltr}`,
    `:where(${frame}) *{box-sizing:border-box}`,
    `:where(${frame}) i{display:block;border-radius:${RADIUS}px;background:var(--f-fill)}`,
    // The side menu: the site's mark and name, then its entries (38 px each, vertical-nav-items.tsx).
    `.f-nav{position:absolute;top:0;bottom:0;inset-inline-start:0;z-index:1;width:${NAV_WIDTH}px;` +
      `background:var(--f-paper);box-shadow:var(--f-shadow);padding:0 ${1.75 * UNIT}px}`,
    `[data-skin=bordered] .f-nav{border-inline-end:1px solid var(--f-line)}`,
    `.f-home{display:flex;align-items:center;gap:${1.25 * UNIT}px;min-width:0}`,
    `.f-nav .f-home{height:${NAVBAR_HEIGHT}px;padding:0 ${UNIT}px}`,
    `:where(${frame}) b{display:grid;place-items:center;flex-shrink:0;width:34px;height:34px;border-radius:${1.5 * RADIUS}px;` +
      `background:var(${FRAME_PRIMARY_VARIABLE},var(--f-primary));color:#fff;font-weight:800;font-size:1.125rem}`,
    `.f-home span{min-width:0;font-weight:700;font-size:1.25rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
    // The menu's pin (collapse) button beside the name.
    `.f-nav .f-pin{width:20px;height:20px;border-radius:50%;flex-shrink:0;margin-inline-start:auto;background:var(--f-fill)}`,
    // An entry: its icon and its name as two pseudo-elements, so they follow the reading direction.
    `.f-nav i{display:flex;align-items:center;gap:${1.5 * UNIT}px;height:38px;margin-bottom:${0.5 * UNIT}px;` +
      `padding:0 ${1.5 * UNIT}px;background:none}`,
    `.f-nav i::before,.f-nav i::after{content:"";border-radius:${RADIUS}px;background:var(--f-fill)}`,
    `.f-nav i::before{width:22px;height:22px;flex-shrink:0}.f-nav i::after{height:12px;width:70%}`,
    `.f-nav i:nth-of-type(3n+2)::after{width:50%}.f-nav i:nth-of-type(3n)::after{width:60%}`,
    `.f-col{height:100%;margin-inline-start:${NAV_WIDTH}px;background:var(--f-bg)}`,
    // The top bar (default-layout.tsx and navbar.tsx): a floating card on a wide screen.
    `.f-box{width:100%;max-width:${CONTENT_MAX_WIDTH}px;margin:0 auto;padding:0 ${2 * UNIT}px}`,
    `${html}fluid] .f-box{max-width:none}`,
    // Content-box: the app's card takes the navbar row's 64 px plus its border (bordered skin).
    `${bar}{box-sizing:content-box;display:flex;align-items:center;gap:${0.25 * UNIT}px;min-height:${NAVBAR_HEIGHT}px;padding:0 ${UNIT}px;` +
      `background:var(--f-paper);box-shadow:var(--f-shadow)}`,
    `[data-skin=bordered] ${bar}{border:1px solid var(--f-line)}`,
    `${bar} .f-home,.f-burger,.f-menu{display:none}`,
    `${bar} .f-home{margin-inline-end:${2 * UNIT}px}`,
    `.f-burger{width:24px;height:24px;margin-inline:-${0.5 * UNIT}px ${UNIT}px}`,
    `.f-search{width:22px;height:22px;margin:0 ${UNIT}px}`,
    `.f-gap{flex-grow:1}`,
    `.f-button{width:22px;height:22px;margin:9px;border-radius:50%}`,
    `.f-avatar{width:36px;height:36px;margin-inline-start:${0.75 * UNIT}px;border-radius:50%}`,
    `.f-main{padding:${3 * UNIT}px 0}`,
    `.f-title{height:28px;width:min(260px,60%)}`,
    `.f-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:${3 * UNIT}px;margin:${3 * UNIT}px 0}`,
    `.f-card{height:120px;padding:${2.5 * UNIT}px;border-radius:${1.5 * RADIUS}px;background:var(--f-paper);box-shadow:var(--f-shadow)}`,
    `[data-skin=bordered] .f-card{border:1px solid var(--f-line)}`,
    `.f-card i{height:14px;width:55%;margin-bottom:${2 * UNIT}px}.f-card i+i{height:28px;width:35%}`,
    `.f-panel{height:320px}`,
    `@media (min-width:${SM}px){.f-box{padding:0 ${CONTENT_PADDING}px}${bar}{padding:0 ${2.5 * UNIT}px;gap:${0.75 * UNIT}px}}`,
    `@media (min-width:${MD}px){.f-head{padding-top:${1.5 * UNIT}px}${bar}{border-radius:${1.5 * RADIUS}px}` +
      `.f-search{width:150px}}`,
    // Collapsed: a rail of icons; semi-dark: the menu keeps the dark colours on a light page.
    `@media ${WIDE}{${html}collapsed] .f-nav{width:${NAV_COLLAPSED_WIDTH}px}${html}collapsed] .f-nav span,` +
      `${html}collapsed] .f-nav i::after{display:none}${html}collapsed] .f-col{margin-inline-start:${NAV_COLLAPSED_WIDTH}px}}`,
    `${html}semi-dark]:not([data-color-scheme=dark]) .f-nav{${schemeVariables('dark', site.theme.primary.dark)}}`,
    // The horizontal menu, on wide screens only: the logo in a full-width bar, the menu's row under it.
    `@media ${WIDE}{${html}horizontal] .f-nav{display:none}${html}horizontal] .f-col{margin-inline-start:0}` +
      `${html}horizontal] .f-head{padding-top:0;background:var(--f-paper);border-bottom:1px solid var(--f-line)}` +
      `${html}horizontal] ${bar}{padding:0;border:0;border-radius:0;box-shadow:none;background:none}` +
      `${html}horizontal] ${bar} .f-home{display:flex}` +
      `${html}horizontal] .f-menu{display:flex;align-items:center;gap:${3 * UNIT}px;height:${HORIZONTAL_NAV_HEIGHT}px}` +
      `${html}horizontal] .f-menu i{height:16px;width:90px}` +
      `${html}horizontal] .f-menurow{border-top:1px solid var(--f-line)}` +
      `${html}no-navbar]:not(${html}horizontal]) .f-head{display:none}}`,
    // Below 1279 px the menu is a drawer, opened from the bar's menu button.
    `@media ${OVERLAY}{.f-nav{display:none}.f-col{margin-inline-start:0}.f-burger{display:block}}`,
    `@media (prefers-reduced-motion:no-preference){:where(${frame}) i{animation:f-pulse 1.5s ease-in-out .5s infinite}}`,
    `@keyframes f-pulse{50%{opacity:.4}}`,
    // Without a session the app sends the visitor to sign in; without scripts it never comes (the
    // page's "needs JavaScript" note is all there is).
    `${html}signed-out] ${frame}{display:none}`,
    `@media (scripting:none){${frame}{display:none}}`,
  ];
  return rules.join('');
}

function frameHtml(site: SiteConfig): string {
  const title = escapeHtml(site.configuration.AppTitle);
  const home = `<div class="f-home"><b>${escapeHtml(site.configuration.AppTitle.slice(0, 1).toUpperCase())}</b><span>${title}</span></div>`;
  const entries = '<i></i>'.repeat(8);
  const buttons = '<i class="f-button"></i>'.repeat(4);
  const cards = '<div class="f-card"><i></i><i></i></div>'.repeat(4);
  return (
    // Before the frame, so the reader's layout is set on <html> before any of it is parsed.
    `<script>${layoutPrePaintScript()}</script>` +
    `<div id="${SHELL_FRAME_ID}" aria-hidden="true">` +
    `<div class="f-nav">${home.replace(/<\/div>$/, '<span class="f-pin"></span></div>')}${entries}</div>` +
    `<div class="f-col"><div class="f-head"><div class="f-box"><div class="f-bar">` +
    `<i class="f-burger"></i>${home}<i class="f-search"></i><span class="f-gap"></span>${buttons}<i class="f-avatar"></i>` +
    `</div></div><div class="f-menurow"><div class="f-box f-menu">${'<i></i>'.repeat(5)}</div></div></div>` +
    `<div class="f-main"><div class="f-box"><i class="f-title"></i><div class="f-cards">${cards}</div><div class="f-card f-panel"></div></div></div>` +
    `</div></div>`
  );
}

export interface ShellFrame {
  /** A <style> element for the head. */
  style: string;
  /** The layout pre-paint script and the frame's element, placed before #root. */
  html: string;
}

const frames = new WeakMap<SiteConfig, ShellFrame>();

/**
 * The frame of a signed-in page in the default layout (issue #33): the side menu, the top bar
 * and a page skeleton, drawn by the browser from the HTML while the app's files arrive, and
 * removed by the app when its own layout is drawn (root-shell.tsx). It is the same for every
 * reader of a site (the page is kept and reused): the reader's scheme, skin, layout, direction
 * and primary colour reach it through attributes the pre-paint scripts set on <html>
 * (color-scheme-script.ts in the head; layout-pre-paint.ts, which comes with the frame and is
 * allowed by its hash like a render's inline scripts). Built once per site.
 */
export function shellFrame(site: SiteConfig): ShellFrame {
  let built = frames.get(site);
  if (!built) {
    built = { style: `<style data-frame-style>${frameCss(site)}</style>`, html: frameHtml(site) };
    frames.set(site, built);
  }
  return built;
}
