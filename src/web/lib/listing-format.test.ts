import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANG_CODES, languageOf, type LangCode } from '@common/i18n/languages';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDuration, formatPrice, formatPriceUnit } from './listing-format';

/** The shipped common texts of every language, in a real i18next instance. */
const translators = new Map<LangCode, TFunction>();
beforeAll(async () => {
  for (const lang of LANG_CODES) {
    const file = path.join(import.meta.dirname, '..', 'locales', lang, 'common.json');
    const instance = i18next.createInstance();
    await instance.init({
      lng: lang,
      resources: { [lang]: { translation: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> } },
      interpolation: { escapeValue: false },
    });
    translators.set(lang, instance.t);
  }
});

/** What a card shows after the price, in one of our languages (by its code, as the site has it). */
const unit = (
  lang: LangCode,
  priceBasis: 'whole' | 'person',
  duration: Parameters<typeof formatPriceUnit>[0]['duration'],
) => formatPriceUnit({ priceBasis, duration }, languageOf(lang).htmlLang, translators.get(lang)!);

describe('listing prices and durations in the reader language', () => {
  it('shows minor units as the currency amount, and nothing for a free listing', () => {
    expect(formatPrice(12000, 'PLN', 'pl')).toMatch(/^120,00\s?zł$/);
    expect(formatPrice(4550, 'USD', 'en')).toBe('$45.50');
    // Yen has no minor unit: 500 minor units are 500 yen.
    expect(formatPrice(500, 'JPY', 'en')).toBe('¥500');
    expect(formatPrice(0, null, 'en')).toBeNull();
  });

  it('names the unit in the language, plural included', () => {
    const t = translators.get('en')!;
    expect(formatDuration({ amount: 2, unit: 'hours' }, 'en', t)).toBe('2 hours');
    expect(formatDuration({ amount: 2, unit: 'hours' }, 'pl', translators.get('pl')!)).toBe('2 godziny');
    expect(formatDuration(null, 'en', t)).toBeNull();
  });

  it('counts nights with each language’s plural forms', () => {
    const nights = (lang: LangCode, amount: number) =>
      formatDuration({ amount, unit: 'nights' }, languageOf(lang).htmlLang, translators.get(lang)!);
    expect([1, 2, 5].map((n) => nights('en', n))).toEqual(['1 night', '2 nights', '5 nights']);
    // Polish: one, few (2-4, 22-24), many (5-21, 25-...).
    expect([1, 2, 4, 5, 12, 22, 25].map((n) => nights('pl', n))).toEqual([
      '1 noc',
      '2 noce',
      '4 noce',
      '5 nocy',
      '12 nocy',
      '22 noce',
      '25 nocy',
    ]);
    // Arabic: the word alone for one and two (dual), a plural for 3-10, a singular accusative for 11-99.
    expect([1, 2, 3, 11, 100].map((n) => nights('ar', n))).toEqual(['ليلة', 'ليلتان', '3 ليالٍ', '11 ليلةً', '100 ليلة']);
    // Brazilian Portuguese by its own rules, not Breton ("br" to Intl): 21 is plural.
    expect([1, 21].map((n) => nights('br', n))).toEqual(['1 noite', '21 noites']);
    expect(nights('de', 3)).toBe('3 Nächte');
    expect(nights('cn', 3)).toBe('3晚');
  });

  it('says what the price buys: per person, per night, or a period of the whole offer', () => {
    expect(unit('en', 'whole', { amount: 2, unit: 'hours' })).toBe('/ 2 hours');
    expect(unit('en', 'person', { amount: 2, unit: 'hours' })).toBe('per person · 2 hours');
    expect(unit('en', 'person', null)).toBe('per person');
    expect(unit('en', 'whole', { amount: 1, unit: 'nights' })).toBe('per night');
    expect(unit('en', 'whole', { amount: 2, unit: 'nights' })).toBe('/ 2 nights');
    expect(unit('en', 'whole', null)).toBeNull();
    expect(unit('pl', 'person', { amount: 90, unit: 'minutes' })).toBe('za osobę · 90 minut');
    expect(unit('pl', 'whole', { amount: 1, unit: 'nights' })).toBe('za noc');
    expect(unit('pl', 'whole', { amount: 3, unit: 'nights' })).toBe('/ 3 noce');
    expect(unit('de', 'person', { amount: 2, unit: 'hours' })).toBe('pro Person · 2 Stunden');
    expect(unit('fr', 'whole', { amount: 1, unit: 'nights' })).toBe('par nuit');
    expect(unit('ar', 'person', { amount: 2, unit: 'hours' })).toBe('للشخص · ساعتان');
    expect(unit('ar', 'whole', { amount: 1, unit: 'nights' })).toBe('لليلة');
    expect(unit('cn', 'person', null)).toBe('每人');
  });
});
