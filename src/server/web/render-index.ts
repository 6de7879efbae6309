import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../../common/bootstrap';
import { SHELL_ATTRIBUTE, SSR_DATA_ELEMENT_ID, type SsrData } from '../../common/ssr';
import { languageOf } from '../../common/i18n/languages';
import type { SiteConfig } from '../../common/sites';
import { consentPrePaintScript } from '../../common/cookie-consent/consent-pre-paint';
import { colorSchemeScript } from '../../common/theme/color-scheme-script';
import { PAGE_BACKGROUNDS } from '../../common/theme/page-backgrounds';
import { escapeHtml } from './head';
import { inlineScriptHashes } from './inline-scripts';
import type { ShellFrame } from './shell-frame';

export interface RenderIndexInput {
  template: string;
  site: SiteConfig;
  bootstrap: Bootstrap;
  /** The page's title, description and link tags (head.ts), already escaped. */
  head: readonly string[];
  /** The page rendered on the server (server-render.ts); absent, the browser renders it. Without
   *  data it is a private page's shell, which the browser builds the page around. */
  rendered?: { html: string; styles: string; data?: SsrData };
  /** A signed-in page's JavaScript files, asked for from the head (page-preloads.ts). */
  preloads?: readonly string[];
  /** A signed-in page's frame (shell-frame.ts): its layout drawn before the app starts. Its
   *  script's hash is the caller's to allow, as for a render's. */
  frame?: ShellFrame;
}

/** Built once: the pre-paint script (scheme, then cookie question) is the same for every site (it reads the site from <html>). */
const colorSchemeTag = `<script>${colorSchemeScript(PAGE_BACKGROUNDS)}\n${consentPrePaintScript()}</script>`;
/** The template's own pre-paint script (a copy for the dev server), which gives way to the shared one. */
const TEMPLATE_PRE_PAINT = /<!--color-scheme-script-->[\s\S]*?<!--\/color-scheme-script-->/;

/**
 * The CSP hashes of the inline scripts every page made from this template runs (the shared
 * pre-paint script, the script loader of defer-app-scripts.ts): found once, at start. Nothing
 * renderIndex adds besides runs, but for what a page's renderer and head bring (ADR 0023).
 */
export function templateScriptHashes(template: string): string[] {
  return inlineScriptHashes(template.replace(TEMPLATE_PRE_PAINT, () => colorSchemeTag));
}

/** JSON inside <script> must not be able to close the element or open a comment. */
const escapeScriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Writes the resolved site into index.html so the first paint already has the right title,
 * language, direction and colours. The template is the built index.html; its <html>, theme-color
 * and application-name tags are replaced, its <title> and description give way to the page's
 * head tags, and the bootstrap JSON is put where the `<!--bootstrap-->` marker is.
 */
export function renderIndex({
  template,
  site,
  bootstrap,
  head,
  rendered,
  preloads = [],
  frame,
}: RenderIndexInput): string {
  const language = languageOf(bootstrap.lang);
  const title = escapeHtml(site.configuration.AppTitle);
  const bootstrapTag =
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">` + escapeScriptJson(bootstrap) + '</script>';
  // A dark site is dark without JavaScript too: the theme's dark variables hang on this attribute
  // (ADR 0016), which the pre-paint script otherwise sets from the reader's choice.
  const scheme = site.theme.defaultMode === 'dark' ? ' data-color-scheme="dark"' : '';
  const page = template
    .replace(
      /<html[^>]*>/,
      `<html lang="${language.htmlLang}" dir="${bootstrap.dir}" data-site="${site.id}"` +
        ` data-default-theme="${site.theme.defaultMode}" data-default-skin="${site.theme.defaultSkin}"${scheme}>`,
    )
    // The template's own description goes first, so the head's is the only one left.
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<meta name="theme-color"[^>]*>/, `<meta name="theme-color" content="${site.theme.primary.light}">`)
    // Functions, so a "$" in a title is not read as a replacement pattern.
    .replace(/<meta name="application-name"[^>]*>/, () => `<meta name="application-name" content="${title}">`)
    .replace(/<title>[^<]*<\/title>/, () => head.join('\n    '))
    .replace('<!--bootstrap-->', bootstrapTag)
    // The template's pre-paint script gives way to the shared one (keys named in src/common).
    .replace(TEMPLATE_PRE_PAINT, () => colorSchemeTag)
    .replace(
      '</head>',
      () =>
        preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
        (frame ? frame.style : '') +
        '</head>',
    )
    // Outside #root: the app renders there afresh (and takes the cookie banner over), then removes it.
    .replace('<div id="root"></div>', () => (frame ? frame.html : '') + '<div id="root"></div>');
  if (!rendered) return page;
  if (!rendered.data) {
    // A shell (the cookie banner) is no page: the "needs JavaScript" note stays, no data goes with it.
    return page
      .replace('</head>', () => `${rendered.styles}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root" ${SHELL_ATTRIBUTE}>${rendered.html}</div>`);
  }
  // Data, not code: the CSP needs no hash for it.
  const dataTag =
    `<script id="${SSR_DATA_ELEMENT_ID}" type="application/json">` + escapeScriptJson(rendered.data) + '</script>';
  // The first paint waits until the page is parsed up to its data, which follows the content: with
  // the scripts asked for only after that paint (defer-app-scripts.ts), a slow network would
  // otherwise paint the top half of a page and push it around as the rest arrives.
  const paintWhole = `<link rel="expect" href="#${SSR_DATA_ELEMENT_ID}" blocking="render">`;
  // The small template is edited first; the rendered HTML and styles (100 KB and more) go in
  // last, by plain string search, so no regular expression ever scans them.
  return (
    page
      // The page is there without JavaScript; the "needs JavaScript" note is for the browser-rendered pages.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</head>', () => `${rendered.styles}${paintWhole}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${dataTag}`)
  );
}
