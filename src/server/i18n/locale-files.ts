import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LangCode } from '../../common/i18n/languages';

/*
 * The server reads the same translation files as the browser (src/web/locales/<lang>/<area>.json,
 * DESIGN.md "mail uses the same files"): mail texts and the English messages of API errors come
 * from there, so there is one place to translate. Read as data, never imported as code, so the
 * layer rule "the server does not import browser code" holds. Cached: the files change only with
 * a deploy.
 */

// import.meta.dirname is this folder under Node; a happy-dom test environment rewrites
// import.meta.url to http:, where the dirname still holds.
const LOCALES_DIR = path.join(import.meta.dirname, '../../web/locales/');
const messagesSchema = z.record(z.string(), z.string());
const cache = new Map<string, Record<string, string>>();

/** One area's flat key -> text map in a language; a missing file is an error at first use. */
export function readLocale(lang: LangCode, area: string): Record<string, string> {
  const key = `${lang}/${area}`;
  let messages = cache.get(key);
  if (!messages) {
    messages = messagesSchema.parse(JSON.parse(readFileSync(`${LOCALES_DIR}${key}.json`, 'utf8')));
    cache.set(key, messages);
  }
  return messages;
}

/** `{{name}}` placeholders filled from values, the same syntax i18next uses in the browser. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
