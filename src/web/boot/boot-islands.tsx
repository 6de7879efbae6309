import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadRtlCache } from '@web/core/theme/style-cache';
import { cacheWebFontsForThisTab } from '@web/core/theme/web-fonts';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_INDEX_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  islandIdPrefix,
  type IslandWhen,
} from '@web/islands/island';
import { atIslandTime, holdEarlyClicks } from '@web/islands/island-schedule';
import type { IslandName } from '@web/islands/island-names';
import { IslandProviders } from '@web/islands/island-providers';
import { ISLAND_LOADERS } from '@web/islands/registry';
import { initI18n } from '@web/lib/i18n';
import { queryClient } from '@web/lib/query-client';
import { isSignInNavigationClaimed, onSessionChange, readSession, SESSION_KEYS } from '@web/lib/session';
import { whenIdle } from '@web/lib/when-idle';
import type { StartContext } from './start-context';

/**
 * A reader who signs in on this page (its form, or another tab) gets the page again, now from the
 * app (main.tsx starts it for a session): the app knows where a signed-in reader goes from here
 * (?redirecturl=, or their landing page from /login), as it would have sent them had they come signed in.
 */
function startAppOnSignIn() {
  const reloadIfSignedIn = () => {
    if (readSession() !== null && !isSignInNavigationClaimed()) window.location.reload();
  };
  onSessionChange(reloadIfSignedIn);
  const keys: string[] = Object.values(SESSION_KEYS);
  window.addEventListener('storage', (event) => {
    if (event.key === null || keys.includes(event.key)) reloadIfSignedIn();
  });
}

let hydratedCount = 0;

/** Counts the islands that have hydrated on <html data-islands-hydrated>: tests and tools wait on it. */
function Counted({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydratedCount += 1;
    document.documentElement.dataset.islandsHydrated = String(hydratedCount);
  }, []);
  return children;
}

/** The islands the server left on the page, in page order. */
function islandElements(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(`[${ISLAND_INDEX_ATTRIBUTE}]`)].map((element) => ({
    element,
    name: element.getAttribute(ISLAND_ATTRIBUTE) as IslandName,
    index: Number(element.getAttribute(ISLAND_INDEX_ATTRIBUTE)),
    props: JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object,
    when: (element.getAttribute(ISLAND_WHEN_ATTRIBUTE) ?? 'load') as IslandWhen,
  }));
}

/**
 * A server-rendered page made of islands (ADR 0026): only its islands hydrate, each in a root of
 * its own with its own code, at its own time (island-schedule.ts); the static HTML around them
 * is never rendered again. An island hydrates as soon as its code is in: none waits for another.
 */
export async function bootIslands({ bootstrap, site, ssr, dir, root }: StartContext): Promise<void> {
  if (!ssr) throw new Error('bootIslands needs the server-rendered page data');
  const islands = islandElements(root);
  // Clicks on an island before it hydrates are kept for it, except on the cookie banner, whose
  // buttons the pre-paint script already answers (consent-pre-paint.ts).
  const releases = islands.map((island) =>
    island.name === 'cookie-consent' ? () => {} : holdEarlyClicks(island.element),
  );
  const started = Promise.all([initI18n(site, bootstrap.lang, ssr.i18n), dir === 'rtl' ? loadRtlCache() : null]).then(
    ([i18n]) => {
      hydrate(queryClient, ssr.queries as DehydratedState);
      return i18n;
    },
  );
  const firstRender = { direction: dir, formatted: new Map(Object.entries(ssr.formatted ?? {})) };
  const location = window.location.pathname + window.location.search;
  const pages = ssr.pages ?? {};
  const hydrateIsland = async (island: (typeof islands)[number], release: () => void) => {
    const [Component, i18n] = await Promise.all([ISLAND_LOADERS[island.name]?.(), started]);
    if (!Component) return console.error(`Unknown island "${island.name}": it stays static`);
    const Island = Component as React.ComponentType<object>;
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for a whole island; a reader's click still goes first (island-schedule.ts).
    startTransition(() => {
      hydrateRoot(
        island.element,
        <StrictMode>
          <IslandProviders
            site={site}
            runtime={bootstrap.runtime}
            pages={pages}
            i18n={i18n}
            queryClient={queryClient}
            firstRender={firstRender}
            location={location}
          >
            <Counted>
              <Island {...island.props} />
            </Counted>
          </IslandProviders>
        </StrictMode>,
        {
          identifierPrefix: islandIdPrefix(island.index),
          onRecoverableError: (error) => console.error('Hydration mismatch', island.name, error),
        },
      );
    });
    release();
  };
  startAppOnSignIn();
  const first: Promise<void>[] = [];
  islands.forEach((island, i) => {
    const release = releases[i]!;
    if (island.when === 'load') first.push(hydrateIsland(island, release));
    else atIslandTime(island.element, island.when, () => void hydrateIsland(island, release));
  });
  await Promise.all(first);
  // Tests and tools wait on this: the islands a reader sees first have their code and hydrate.
  requestAnimationFrame(() => {
    document.documentElement.dataset.appReady = 'true';
  });
  // The next page of this tab starts with the web fonts (web-fonts.ts); this one keeps its fallback.
  whenIdle(() => void cacheWebFontsForThisTab());
}
