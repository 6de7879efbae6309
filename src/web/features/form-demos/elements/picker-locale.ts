import type { Locale } from 'date-fns';

type PickerTexts = Record<string, unknown>;
interface PickerLocale {
  dateFns: Locale;
  /** MUI X's own texts (buttons, screen-reader labels) in that language, when it ships them. */
  texts?: PickerTexts;
}

// One chunk per calendar, fetched when the date page opens in that language: the pickers'
// calendars never reach other pages or other languages' readers.
const CALENDARS: Record<string, () => Promise<Locale>> = {
  en: async () => (await import('date-fns/locale/en-GB')).enGB,
  fr: async () => (await import('date-fns/locale/fr')).fr,
  de: async () => (await import('date-fns/locale/de')).de,
  es: async () => (await import('date-fns/locale/es')).es,
  it: async () => (await import('date-fns/locale/it')).it,
  pl: async () => (await import('date-fns/locale/pl')).pl,
  pt: async () => (await import('date-fns/locale/pt')).pt,
  br: async () => (await import('date-fns/locale/pt-BR')).ptBR,
  cn: async () => (await import('date-fns/locale/zh-CN')).zhCN,
  ar: async () => (await import('date-fns/locale/ar')).ar,
};

// MUI X publishes its texts as one module; it has no Arabic: ours is its own small chunk.
const TEXTS = {
  fr: 'frFR',
  de: 'deDE',
  es: 'esES',
  it: 'itIT',
  pl: 'plPL',
  pt: 'ptPT',
  br: 'ptBR',
  cn: 'zhCN',
} as const;

export async function loadPickerLocale(lang: string): Promise<PickerLocale> {
  const dateFns = await (CALENDARS[lang] ?? CALENDARS.en!)();
  if (lang === 'ar') return { dateFns, texts: (await import('./picker-texts-ar')).arabicPickerTexts };
  const name = TEXTS[lang as keyof typeof TEXTS];
  if (!name) return { dateFns };
  const locales = await import('@mui/x-date-pickers/locales');
  return { dateFns, texts: locales[name].components.MuiLocalizationProvider.defaultProps.localeText };
}
