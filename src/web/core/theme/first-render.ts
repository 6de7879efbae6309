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
  /**
   * Texts Intl formatted while rendering (listing prices and durations), by their inputs. The
   * server fills it and sends it with the page (SsrData.formatted); the browser's first render
   * reads it instead of starting Intl, whose first NumberFormat costs about 40 ms on a phone
   * (160 ms at Lighthouse's 4x slowdown), all inside the task that takes the page over.
   */
  formatted?: Map<string, string>;
}

export const FirstRenderContext = createContext<FirstRender | null>(null);

export function useFirstRender(): FirstRender | null {
  return useContext(FirstRenderContext);
}
