import type { EmotionCache } from '@emotion/cache';

interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The styles a server render inserted, as the chunks `@emotion/server`'s
 * `constructStyleTagsFromChunks` writes into the page's head.
 *
 * Emotion's own `extractCriticalToChunks` keeps only the class names found in the HTML. A MUI
 * component built on another (a Button on ButtonBase, an IconButton, a Link on Typography) also
 * inserts its own part's styles, which the browser's Emotion merges into the inner element's class
 * and never puts in the HTML. Left out, the browser finds those names missing from its cache
 * while hydrating and compiles them again with stylis: on an Arabic page (with the right-to-left
 * plugin) about 150 ms of a phone's slowed CPU, 30 ms on a left-to-right one (issue #12). Sent
 * with the page, they count as inserted and hydration compiles nothing it already has. The
 * order is the cache's insertion order, the same a client-only render gives.
 */
export function pageStyleChunks(cache: EmotionCache): StyleChunk[] {
  const globals: StyleChunk[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    // `true` marks a name taken over from a page's own style element (the browser's caches).
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      ids.push(id);
      css += rules;
    } else {
      // Global styles keep an element each, as Emotion's <Global> expects when it takes them over.
      globals.push({ key: `${cache.key}-global`, ids: [id], css: rules });
    }
  }
  return [...globals, { key: cache.key, ids, css }];
}
