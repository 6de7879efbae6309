import type { TextDirection } from '@common/i18n/languages';
import type { EmotionCache } from '@emotion/cache';
import { createContext, useContext } from 'react';

/**
 * What the first render must agree on between the server renderer and the hydrating browser,
 * which cannot read each other's state: the page's direction (the browser's <html dir> could
 * already be changed by a script) and, on the server, the request's own Emotion cache.
 */
export interface FirstRender {
  direction: TextDirection;
  /** Server only: a cache per request, so styles of one page never leak into another. */
  styleCache?: EmotionCache;
}

export const FirstRenderContext = createContext<FirstRender | null>(null);

export function useFirstRender(): FirstRender | null {
  return useContext(FirstRenderContext);
}
