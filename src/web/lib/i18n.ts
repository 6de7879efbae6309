import { languageOf, type LangCode } from '@common/i18n/languages';
import { START_AREA_NAMES } from '@common/i18n/start-areas';
import type { SiteConfig } from '@common/sites';
import i18next, { type i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, initReactI18next } from 'react-i18next';
import localeTables, { areas as areaNames } from 'virtual:locale-tables';

type Messages = Record<string, string>;

/*
 * Strings live in locales/<lang>/<area>.json (flat keys, prefixed by area, unique across areas).
 * Each area is an i18next namespace and each (language, area) file a lazy chunk: a visitor
 * downloads the areas every page needs at start, and a page's own areas (its meta.i18n) when the
 * router opens it. A language's table of those chunks is a small chunk too, loaded with its first
 * area (scripts/vite-locale-tables.ts). mail.json is for the server only.
 */
const tables = new Map<string, Promise<Record<string, () => Promise<Messages>>>>();

/** The loader of one area's file in one language; undefined when that file does not exist. */
async function loaderOf(lang: string, area: string): Promise<(() => Promise<Messages>) | undefined> {
  const loadTable = localeTables[lang];
  if (!loadTable) return undefined;
  let table = tables.get(lang);
  if (!table) {
    table = loadTable();
    tables.set(lang, table);
    // A failed fetch (offline, a chunk gone after a deploy) may be retried by the next route.
    table.catch(() => tables.delete(lang));
  }
  return (await table)[area];
}

/** Every area, from the English file list: a new locales/en/<area>.json is picked up by itself. */
export const AREAS: readonly string[] = areaNames;

/** Areas the chrome and the global widgets use on every page, loaded before the first render. */
export const START_AREAS: readonly string[] = START_AREA_NAMES.filter((a) => AREAS.includes(a));

/** The site's own strings for the visitor's language; looked up first, so they win over any area. */
const SITE_NS = 'site';
/** English texts (site's over base), in the visitor's language store, looked up last; filled on a miss. */
const FALLBACK_NS = 'english-fallback';

interface State {
  site: SiteConfig;
  /** Areas some route asked for so far; a language switch loads these. */
  areas: Set<string>;
  /** Languages whose English fallback is on (a key was missing once). */
  fallbackOn: Set<string>;
  /** In-flight or done loads, so two routes asking for the same file fetch it once. */
  loads: Map<string, Promise<void>>;
  /** Missing keys already handled per language, so a key missing everywhere does not loop. */
  missed: Set<string>;
}
const states = new WeakMap<i18n, State>();

function stateOf(instance: i18n): State {
  const state = states.get(instance);
  // useTranslation().i18n is a copy react-i18next makes per language (so components see a new
  // object when it changes); a language changed on it would stay on the copy. The functions
  // below want the instance initI18n made: useI18nInstance() gives it to components.
  if (!state) throw new Error('not the i18n instance initI18n made (in a component, take it from useI18nInstance)');
  return state;
}

/**
 * The instance initI18n made, as I18nextProvider holds it (react-i18next's public context), for
 * what changes it: switchLanguage, loadAreas. For texts, useTranslation() as usual.
 */
export function useI18nInstance(): i18n {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) throw new Error('useI18nInstance needs an I18nextProvider above it');
  return instance;
}

function once(state: State, id: string, run: () => Promise<void>): Promise<void> {
  let pending = state.loads.get(id);
  if (!pending) {
    pending = run();
    state.loads.set(id, pending);
    // A failed fetch (offline, a chunk gone after a deploy) may be retried by the next route.
    pending.catch(() => state.loads.delete(id));
  }
  return pending;
}

/** One area in one language, added as its namespace; English also feeds the fallback when it is on. */
function loadArea(instance: i18n, state: State, lang: LangCode, area: string): Promise<void> {
  return once(state, `${lang}/${area}`, async () => {
    const load = await loaderOf(lang, area);
    if (!load) return;
    instance.addResourceBundle(lang, area, await load(), true, true);
  });
}

/** English copies of the wanted areas into the visitor's store, below everything in their language. */
function loadFallback(instance: i18n, state: State, lang: LangCode, areas: Iterable<string>): Promise<void> {
  const english = state.site.additionalTranslations.en ?? {};
  return Promise.all(
    [...areas].map((area) =>
      once(state, `${lang}/fallback/${area}`, async () => {
        const load = await loaderOf('en', area);
        const base = load ? await load() : {};
        // Adding to the store emits 'added', which re-renders the texts (react.bindI18nStore).
        instance.addResourceBundle(lang, FALLBACK_NS, { ...base, ...english }, true, true);
      }),
    ),
  ).then(() => undefined);
}

function addSiteStrings(instance: i18n, state: State, lang: LangCode): void {
  if (!instance.hasResourceBundle(lang, SITE_NS)) {
    instance.addResourceBundle(lang, SITE_NS, { ...state.site.additionalTranslations[lang] }, true, true);
  }
}

/** Loads areas in a language (the site's strings too), and their English fallback if it is on. */
async function ensureAreas(instance: i18n, lang: LangCode, areas: readonly string[]): Promise<void> {
  const state = stateOf(instance);
  for (const area of areas) state.areas.add(area);
  addSiteStrings(instance, state, lang);
  await Promise.all([
    ...areas.map((area) => loadArea(instance, state, lang, area)),
    state.fallbackOn.has(lang) ? loadFallback(instance, state, lang, areas) : Promise.resolve(),
  ]);
}

/**
 * A key the visitor's language lacks: first the English of the loaded areas (a text not yet
 * translated, or a site string given only in English); if the key is in none of those, it belongs
 * to an area the route did not name, so the remaining areas load rather than a key showing.
 */
async function recoverMissing(instance: i18n, lang: LangCode, key: string): Promise<void> {
  // Called from t() during a render: the store changes (which re-render) wait until it is over.
  await Promise.resolve();
  const state = stateOf(instance);
  if (state.missed.has(`${lang}:${key}`)) return;
  state.missed.add(`${lang}:${key}`);
  if (lang !== 'en') {
    state.fallbackOn.add(lang);
    await loadFallback(instance, state, lang, state.areas);
    if (instance.exists(key, { lng: lang })) return;
  }
  const rest = AREAS.filter((a) => !state.areas.has(a));
  if (rest.length === 0) return;
  if (import.meta.env.DEV) console.warn(`i18n: "${key}" is in no loaded area; name its area in the page's meta.i18n`);
  await ensureAreas(instance, lang, rest);
}

/** Reflects the language on <html>: lang for assistive technology, dir for right-to-left. */
export function applyDocumentLanguage(lang: LangCode): void {
  // The server renderer writes lang and dir into the HTML itself.
  if (typeof document === 'undefined') return;
  const language = languageOf(lang);
  document.documentElement.lang = language.htmlLang;
  document.documentElement.dir = language.dir;
}

/** A language's namespaces as the server renderer loaded them, sent with the page (see readLoadedResources). */
export type LoadedResources = Record<string, Messages>;

export async function initI18n(site: SiteConfig, lang: LangCode, loaded?: LoadedResources): Promise<i18n> {
  const instance = i18next.createInstance();
  const state: State = { site, areas: new Set(), fallbackOn: new Set(), loads: new Map(), missed: new Set() };
  states.set(instance, state);
  await instance.use(initReactI18next).init({
    lng: lang,
    // English is not a language-level fallback (it would be loaded up front); the English texts
    // come in the fallback namespace only when a key is missing.
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    ns: [SITE_NS],
    // useTranslation() with no namespace looks in the site's strings, then every area, then English.
    defaultNS: SITE_NS,
    fallbackNS: [...AREAS, FALLBACK_NS],
    // Keys are flat ("nav.home"), the same shape as the sites' additionalTranslations; no key names a namespace.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      const current = instance.language as LangCode;
      void recoverMissing(instance, current, key);
    },
    // A namespace added later (a route's area, the English fallback) re-renders what reads it.
    react: { bindI18nStore: 'added' },
  });
  // A server-rendered page brings the texts it was rendered with: hydration shows exactly those,
  // and the areas are not fetched again.
  for (const [ns, messages] of Object.entries(loaded ?? {})) {
    instance.addResourceBundle(lang, ns, messages, true, true);
    if (ns === FALLBACK_NS) state.fallbackOn.add(lang);
    else if (ns !== SITE_NS) {
      state.areas.add(ns);
      state.loads.set(`${lang}/${ns}`, Promise.resolve());
    }
  }
  await ensureAreas(instance, lang, START_AREAS);
  // changeLanguage re-renders once the bundles are there.
  await instance.changeLanguage(lang);
  applyDocumentLanguage(lang);
  return instance;
}

/** Loads a route's areas in the current language; the router awaits it before the page renders. */
export function loadAreas(instance: i18n, areas: readonly string[] | undefined): Promise<void> {
  if (!areas?.length) return Promise.resolve();
  return ensureAreas(instance, instance.language as LangCode, areas);
}

export async function switchLanguage(instance: i18n, site: SiteConfig, lang: LangCode): Promise<void> {
  const state = stateOf(instance);
  state.site = site;
  await ensureAreas(instance, lang, [...state.areas]);
  await instance.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

/** The texts of the current language loaded so far, for the server renderer to send with the page. */
export function readLoadedResources(instance: i18n): LoadedResources {
  return (instance.store.data[instance.language] ?? {}) as LoadedResources;
}
