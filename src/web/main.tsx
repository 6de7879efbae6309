import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/800.css';
import './core/theme/font-fallback.css';
import { languageOf } from '@common/i18n/languages';
import { siteById } from '@common/sites';
import { readBootstrap } from './app/bootstrap';
import { readSsrData } from './app/ssr-data';
import type { bootIslands } from './boot/boot-islands';
import type { StartContext } from './boot/start-context';
import { initialLanguage } from './core/settings/initial-language';
import { loadSettings } from './core/settings/settings-storage';
import { defaultSettings } from './core/settings/settings-types';
import { readSession } from './lib/session';

function safeLocalStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

interface IslandsBoot {
  bootIslands: typeof bootIslands;
}

/**
 * The islands' start is a build of its own (vite.config.ts, ADR 0026): the app's build knows its
 * file by name only, so none of the app's chunks is shared with it. In development Vite serves
 * both from the sources, one module graph.
 */
function loadIslandsBoot(): Promise<IslandsBoot> {
  if (import.meta.env.DEV) return import('./boot/boot-islands');
  return import(/* @vite-ignore */ __ISLANDS_ENTRY__) as Promise<IslandsBoot>;
}

/*
 * The browser's entry: it only decides how this page starts, and loads that code (ADR 0026).
 * A public page the server rendered for this very reader (no session, the server's language and
 * direction) and made of islands hydrates its islands alone; everything else starts the app.
 */
function start() {
  const bootstrap = readBootstrap();
  const site = siteById(bootstrap.siteId);
  const ssr = readSsrData();
  const storage = safeLocalStorage();
  const lang = initialLanguage(site, bootstrap.lang, location.search, storage);
  // A direction chosen in the customizer wins over the language's, from the first render on.
  const { direction } = loadSettings(site.configuration.AppTitle, defaultSettings(site), storage);
  const dir = direction ?? languageOf(lang).dir;
  const session = readSession();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const context: StartContext = { bootstrap, site, ssr, session, lang, dir, root };
  const sameFirstRender = lang === bootstrap.lang && dir === bootstrap.dir;
  if (ssr?.islands && session === null && sameFirstRender) {
    void loadIslandsBoot().then((m) => m.bootIslands(context));
  } else {
    void import('./boot/boot-app').then((m) => m.bootApp(context));
  }
}

start();
