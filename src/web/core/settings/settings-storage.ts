import { isLangCode } from '@common/i18n/languages';
import { COLOR_SCHEME_KEY, SETTING_KEYS, storageKey } from './settings-keys';
import type { ColorScheme, Settings } from './settings-types';

/** Storage may throw (private mode, quota, disabled cookies): then settings live for the tab only. */
function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Nothing to do: the choice still applies until the tab closes.
  }
}

const oneOf =
  <T extends string>(...values: T[]) =>
  (raw: string): T | undefined =>
    (values as string[]).includes(raw) ? (raw as T) : undefined;
const bool = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined);
const hex = (raw: string) => (/^#[0-9a-f]{6}$/i.test(raw) ? raw : undefined);

/** How each stored string becomes a value; anything else (an old or hand-edited value) is ignored. */
const parsers: { [K in keyof Settings]: (raw: string) => Settings[K] | undefined } = {
  theme: oneOf('light', 'dark', 'system'),
  skin: oneOf('default', 'bordered'),
  semiDarkNav: bool,
  primaryColor: hex,
  contentWidth: oneOf('boxed', 'fluid'),
  appContentLayoutNav: oneOf('vertical', 'horizontal'),
  verticalNavCollapsed: bool,
  navbarType: oneOf('sticky', 'hidden'),
  navbarBlur: bool,
  footerType: oneOf('static'),
  language: (raw) => (isLangCode(raw) ? raw : undefined),
  direction: oneOf('ltr', 'rtl'),
};

/** The stored settings laid over the defaults. */
export function loadSettings(appTitle: string, defaults: Settings, storage: Storage | undefined): Settings {
  const settings = { ...defaults };
  for (const name of Object.keys(parsers) as (keyof Settings)[]) {
    const raw = safeGet(storage, storageKey(appTitle, SETTING_KEYS[name]));
    if (raw === null) continue;
    const value = parsers[name](raw);
    if (value !== undefined) (settings as Record<string, unknown>)[name] = value;
  }
  return settings;
}

/**
 * Writes what differs from the defaults and removes the rest, so a reset leaves no trace and a
 * site that changes its defaults reaches readers who never chose.
 */
export function saveSettings(
  appTitle: string,
  settings: Settings,
  defaults: Settings,
  storage: Storage | undefined,
): void {
  for (const name of Object.keys(parsers) as (keyof Settings)[]) {
    const value = settings[name];
    const key = storageKey(appTitle, SETTING_KEYS[name]);
    safeSet(storage, key, value === defaults[name] || value === null ? null : String(value));
  }
}

export function saveColorScheme(appTitle: string, scheme: ColorScheme, storage: Storage | undefined): void {
  safeSet(storage, storageKey(appTitle, COLOR_SCHEME_KEY), scheme);
}

export function loadColorScheme(appTitle: string, storage: Storage | undefined): ColorScheme | null {
  const raw = safeGet(storage, storageKey(appTitle, COLOR_SCHEME_KEY));
  return raw === 'light' || raw === 'dark' ? raw : null;
}
