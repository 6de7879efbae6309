/**
 * The ten interface languages of SPEC.md section 9. `code` is the product's own code (it appears in
 * URLs such as /cn and in stored settings); `htmlLang` is the BCP 47 tag written to <html lang>,
 * because "cn" and "br" are not valid language tags and screen readers rely on the attribute.
 */
export const LANGUAGES = [
  { code: 'en', htmlLang: 'en', name: 'English', dir: 'ltr' },
  { code: 'pl', htmlLang: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'es', htmlLang: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', htmlLang: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'it', htmlLang: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'pt', htmlLang: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'de', htmlLang: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'cn', htmlLang: 'zh-CN', name: '中文', dir: 'ltr' },
  { code: 'br', htmlLang: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ar', htmlLang: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LangCode = Language['code'];
export type TextDirection = 'ltr' | 'rtl';

export const LANG_CODES = LANGUAGES.map((l) => l.code) as [LangCode, ...LangCode[]];

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

export function languageOf(code: LangCode): Language {
  // LANG_CODES and LANGUAGES are the same list, so the lookup cannot miss.
  return LANGUAGES.find((l) => l.code === code) as Language;
}
