import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANG_CODES } from '@common/i18n/languages';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const read = (lang: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')) as Record<string, string>;
const areas = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('exist for all ten languages', () => {
    expect(
      readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort(),
    ).toEqual([...LANG_CODES].sort());
  });

  describe.each(areas)('%s', (area) => {
    const english = read('en', area);
    it.each(LANG_CODES.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty', (lang) => {
      const other = read(lang, area);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(other)) expect(value.trim(), key).not.toBe('');
    });

    it.each(LANG_CODES.filter((l) => l !== 'en'))('%s keeps every {{placeholder}} of English', (lang) => {
      const other = read(lang, area);
      for (const [key, value] of Object.entries(english)) {
        const wanted = (value.match(/\{\{\w+\}\}/g) ?? []).sort();
        const got = (other[key]?.match(/\{\{\w+\}\}/g) ?? []).sort();
        // A plural form for zero, one or two may say its number in the word itself (Arabic ليلتان,
        // "two nights"), so it may leave a placeholder out; it never adds one English lacks.
        if (/_(zero|one|two)$/.test(key)) expect(wanted, `${lang} ${key}`).toEqual(expect.arrayContaining(got));
        else expect(got, `${lang} ${key}`).toEqual(wanted);
      }
    });

    // A real translation differs from English for most strings; a copied file would not.
    it.each(LANG_CODES.filter((l) => l !== 'en'))('%s is translated, not an English copy', (lang) => {
      const other = read(lang, area);
      const keys = Object.keys(english);
      const same = keys.filter((k) => other[k] === english[k]);
      expect(same.length / keys.length, `${lang} same as English: ${same.join(', ')}`).toBeLessThan(0.34);
    });
  });
});
