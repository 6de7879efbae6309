import { applySettingsChange, withNavLayout } from './settings-rules';
import { loadSettings, saveSettings } from './settings-storage';
import type { NavLayout, Settings } from './settings-types';

export interface SettingsStore {
  getSnapshot(): Settings;
  subscribe(listener: () => void): () => void;
  update(change: Partial<Settings>): void;
  setNavLayout(layout: NavLayout): void;
  /** Back to the site's defaults; the stored keys are removed. */
  reset(): void;
}

export interface SettingsStoreOptions {
  /** The site's AppTitle: every stored key starts with it. */
  appTitle: string;
  defaults: Settings;
  storage?: Storage | undefined;
}

/**
 * A tiny external store (read with useSyncExternalStore), kept apart from React so the rules and
 * the persistence are unit-tested without rendering.
 */
export function createSettingsStore({ appTitle, defaults, storage }: SettingsStoreOptions): SettingsStore {
  let settings = loadSettings(appTitle, defaults, storage);
  const listeners = new Set<() => void>();
  const commit = (next: Settings) => {
    settings = next;
    saveSettings(appTitle, settings, defaults, storage);
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => settings,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update: (change) => commit(applySettingsChange(settings, change)),
    setNavLayout: (layout) => commit(withNavLayout(settings, layout)),
    reset: () => commit({ ...defaults }),
  };
}
