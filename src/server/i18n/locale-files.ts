import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LangCode } from '../../common/i18n/languages';
import { RUNTIME_FILES } from '../runtime-files';

/*
 * The server reads the same translation files as the browser (src/web/locales/<lang>/<area>.json,
 * DESIGN.md "mail uses the same files"): mail texts and the English messages of API errors come
 * from there, so there is one place to translate. Read as data, never imported as code, so the
 * layer rule "the server does not import browser code" holds. Cached: the files change only with
 * a deploy.
 */

// src/web/locales, or the build's copy beside the bundled server (runtime-files.ts).
const LOCALES_DIR = RUNTIME_FILES.locales;
const messagesSchema = z.record(z.string(), z.string());
const cache = new Map<string, Record<string, string>>();

/** One area's flat key -> text map in a language; a missing file is an error at first use. */
export function readLocale(lang: LangCode, area: string): Record<string, string> {
  const key = `${lang}/${area}`;
  let messages = cache.get(key);
  if (!messages) {
    messages = messagesSchema.parse(JSON.parse(readFileSync(path.join(LOCALES_DIR, `${key}.json`), 'utf8')));
    cache.set(key, messages);
  }
  return messages;
}

/** `{{name}}` placeholders filled from values, the same syntax i18next uses in the browser. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
