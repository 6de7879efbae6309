import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANG_CODES } from '@common/i18n/languages';
import { describe, expect, it } from 'vitest';
import { readLocale } from './i18n/locale-files';

/*
 * Every error code the server can send, and every code the shared schemas put on a field, has a
 * text in every language's errors.json: a code without one would reach the browser untranslated
 * and give API users the bare code as their English message.
 */

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
}

/** The string literals in code positions: HttpError(…, 'code'), apiError(…, 'code'), field maps, schema messages. */
function codesIn(file: string, text: string): string[] {
  const patterns = [
    /new HttpError\(\d+, '(\w+)'/g,
    /apiError\(\d+, '(\w+)'/g,
    /fields: \{ [^}]*?: '(\w+)' \}/g,
    /\{ \[field\]: '(\w+)' \}/g,
    /\{ error: '(\w+)' \}/g,
    /^\s+error: '(\w+)',$/gm,
    /^\s+\d{3}: '(\w+)',$/gm,
  ];
  // errors.ts picks generic codes for zod issues in a switch of `return 'code';` lines.
  if (file.endsWith(`plugins${path.sep}errors.ts`)) patterns.push(/return '(\w+)';/g);
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!));
}

const codes = new Set(
  [...sourceFiles(path.join(root, 'server')), ...sourceFiles(path.join(root, 'common/schemas'))].flatMap((file) =>
    file.endsWith('http-error-codes.test.ts') ? [] : codesIn(file, readFileSync(file, 'utf8')),
  ),
);

describe('error codes', () => {
  it('are found in the sources (the scan works)', () => {
    for (const code of [
      'emailTaken',
      'invalidInput',
      'routeNotFound',
      'serverError',
      'busy',
      'nulCharacter',
      'emailInvalid',
    ]) {
      expect(codes).toContain(code);
    }
  });

  it.each(LANG_CODES)('each have a text in %s/errors.json', (lang) => {
    const texts = readLocale(lang, 'errors');
    const missing = [...codes].filter((code) => !texts[`errors.${code}`]?.trim());
    expect(missing).toEqual([]);
  });
});
