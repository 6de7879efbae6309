import { createHash } from 'node:crypto';

/**
 * Types the browser runs (or, for import maps and speculation rules, reads as script and so
 * checks against script-src). Any other type makes a data block, which CSP leaves alone: the
 * bootstrap and page data (application/json) and the offer's structured data (application/ld+json).
 */
const RUN_TYPES =
  /^(?:module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ec)script|text\/(?:jscript|livescript))$/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/** Whether a <script> with these attributes is inline code the CSP must allow. */
function runsInline(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const m = TYPE_ATTRIBUTE.exec(attributes);
  const type = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
  return type === '' || RUN_TYPES.test(type);
}

/**
 * The text of every inline script of an HTML document that the browser would run, in order.
 * Plain string search (no regular expression over the document): it also runs over rendered
 * pages of 100 KB and more. Our HTML comes from our template and React, which escapes text, so a
 * `<script` in it is always a tag.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  let at = html.indexOf('<script');
  while (at !== -1) {
    const next = html[at + 7];
    // `<scripts>` or the like is no script tag.
    if (next !== '>' && next !== ' ' && next !== '\n' && next !== '\t' && next !== '/') {
      at = html.indexOf('<script', at + 7);
      continue;
    }
    const tagEnd = html.indexOf('>', at);
    const close = tagEnd === -1 ? -1 : html.indexOf('</script', tagEnd);
    if (close === -1) break;
    if (runsInline(html.slice(at + 7, tagEnd))) found.push(html.slice(tagEnd + 1, close));
    at = html.indexOf('<script', close + 8);
  }
  return found;
}

/** A script's CSP hash source: `'sha256-<base64>'` of its UTF-8 text, exactly as written. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The hash sources of a document's executable inline scripts, each once, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
