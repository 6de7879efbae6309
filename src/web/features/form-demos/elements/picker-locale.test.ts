import { DEFAULT_LOCALE } from '@mui/x-date-pickers/locales';
import { describe, expect, it } from 'vitest';
import { loadPickerLocale } from './picker-locale';

const LANGUAGES = ['en', 'pl', 'es', 'fr', 'it', 'pt', 'de', 'cn', 'br', 'ar'];

describe('loadPickerLocale', () => {
  it('gives every language its calendar, and every language but English the pickers’ own words', async () => {
    for (const lang of LANGUAGES) {
      const locale = await loadPickerLocale(lang);
      expect(locale.dateFns.code, lang).toBeTruthy();
      if (lang !== 'en') expect(locale.texts?.cancelButtonLabel, lang).not.toBe('Cancel');
    }
  });

  it('says every picker text in Arabic, none left to English', async () => {
    const { texts, dateFns } = await loadPickerLocale('ar');
    expect(dateFns.code).toBe('ar');
    expect(Object.keys(texts ?? {}).sort()).toEqual(Object.keys(DEFAULT_LOCALE).sort());
    expect(texts?.cancelButtonLabel).toBe('إلغاء');
    const open = texts?.openDatePickerDialogue as (date: string | null) => string;
    expect(open(null)).toBe('اختر التاريخ');
  });
});
