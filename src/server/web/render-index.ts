import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../../common/bootstrap';
import { languageOf } from '../../common/i18n/languages';
import type { SiteConfig } from '../../common/sites';

export interface RenderIndexInput {
  template: string;
  site: SiteConfig;
  bootstrap: Bootstrap;
  /** Per-response CSP nonce, put on every inline script. */
  nonce: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the element or open a comment. */
const escapeScriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function siteDescription(site: SiteConfig, lang: Bootstrap['lang']): string {
  const t = site.additionalTranslations;
  return t[lang]?.['front.hero.subtitle'] ?? t[site.defaultLang]?.['front.hero.subtitle'] ?? site.listingKind;
}

/**
 * Writes the resolved site into index.html so the first paint already has the right title,
 * language, direction and colours. The template is the built index.html; its <html>, <title>,
 * theme-color and description tags are replaced and the bootstrap JSON is put where the
 * `<!--bootstrap-->` marker is.
 */
export function renderIndex({ template, site, bootstrap, nonce }: RenderIndexInput): string {
  const language = languageOf(bootstrap.lang);
  const title = escapeHtml(site.configuration.AppTitle);
  const bootstrapTag =
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">` + escapeScriptJson(bootstrap) + '</script>';
  return template
    .replace(/<html[^>]*>/, `<html lang="${language.htmlLang}" dir="${bootstrap.dir}" data-site="${site.id}"` +
        ` data-default-theme="${site.theme.defaultMode}" data-default-skin="${site.theme.defaultSkin}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="theme-color"[^>]*>/, `<meta name="theme-color" content="${site.theme.primary.light}">`)
    .replace(
      /<meta name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(siteDescription(site, bootstrap.lang))}">`,
    )
    .replace(/<meta name="application-name"[^>]*>/, `<meta name="application-name" content="${title}">`)
    .replace('<!--bootstrap-->', bootstrapTag)
    .replace(/<script(?![^>]*\bsrc=)(?![^>]*\bnonce=)/g, `<script nonce="${nonce}"`);
}
