import { LANGUAGES } from '../i18n/languages';
import { SESSION_KEYS } from '../session-keys';
import { FRAME_DIR_ATTRIBUTE, FRAME_LAYOUT_ATTRIBUTE, FRAME_PRIMARY_VARIABLE } from '../shell-frame';
import {
  CONTENT_WIDTH_KEY,
  DIRECTION_KEY,
  LANGUAGE_KEY,
  NAV_COLLAPSED_KEY,
  NAV_LAYOUT_KEY,
  NAVBAR_TYPE_KEY,
  PRIMARY_COLOR_KEY,
  SEMI_DARK_NAV_KEY,
} from './storage-keys';

/**
 * Source of the inline script, placed just before the server's frame of a signed-in page
 * (shell-frame.ts) so it runs before the frame is parsed and painted, that tells the frame the
 * reader's layout: the settings live in localStorage, which the server never sees, so a cached
 * frame that is the same for everyone is fitted here by attributes on <html> its CSS reads. It
 * reads the keys the app's settings store writes (settings-storage.ts), with the same rules: the
 * horizontal menu wins over a collapsed rail; the customizer's direction wins over the language's,
 * and a saved language counts unless the address names one (initial-language.ts). It sets nothing
 * the rest of the page reads (the page's own direction stays the server's until the app starts).
 * A visitor with no session (signed out, or storage blocked) gets no frame: the app will send them
 * to the sign-in page, which has no such chrome. Plain ES5 on one line, without comments.
 */
export function layoutPrePaintScript(): string {
  const key = JSON.stringify;
  const dirs = JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l.code, l.dir])));
  return [
    '(function(){var r=document.documentElement;try{',
    'var m=document.querySelector(\'meta[name="application-name"]\'),p=(m?m.getAttribute("content"):"application")+"-";',
    'var g=function(n){return localStorage.getItem(p+n)},w=[];',
    `if(g(${key(NAV_LAYOUT_KEY)})==="horizontal")w.push("horizontal");`,
    `else if(g(${key(NAV_COLLAPSED_KEY)})==="true")w.push("collapsed");`,
    `if(g(${key(NAVBAR_TYPE_KEY)})==="hidden")w.push("no-navbar");`,
    `if(g(${key(CONTENT_WIDTH_KEY)})==="fluid")w.push("fluid");`,
    `if(g(${key(SEMI_DARK_NAV_KEY)})==="true")w.push("semi-dark");`,
    `if(!localStorage.getItem(${key(SESSION_KEYS.accessToken)})||!localStorage.getItem(${key(SESSION_KEYS.userId)}))w.push("signed-out");`,
    `if(w.length)r.setAttribute(${key(FRAME_LAYOUT_ATTRIBUTE)},w.join(" "));`,
    `var d=g(${key(DIRECTION_KEY)});`,
    `if(d!=="ltr"&&d!=="rtl"){var s=${dirs},l=/[?&]lang=/.test(location.search)?null:g(${key(LANGUAGE_KEY)});`,
    'd=typeof s[l]==="string"?s[l]:null}',
    `if(d)r.setAttribute(${key(FRAME_DIR_ATTRIBUTE)},d);`,
    `var c=g(${key(PRIMARY_COLOR_KEY)});`,
    `if(/^#[0-9a-f]{6}$/i.test(c))r.style.setProperty(${key(FRAME_PRIMARY_VARIABLE)},c)`,
    `}catch(e){r.setAttribute(${key(FRAME_LAYOUT_ATTRIBUTE)},"signed-out")}})();`,
  ].join('');
}
