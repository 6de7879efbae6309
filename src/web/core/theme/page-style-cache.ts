import createCache, { type EmotionCache, type Options } from '@emotion/cache';

/**
 * An Emotion cache that takes over the server's style element without moving it. Emotion's own
 * hydration re-appends that element to <head>; for a ~50 KB sheet the browser then drops and
 * re-reads every rule and restyles the whole page, ~50-90 ms on a throttled phone in the middle of
 * hydration. Here the element stays where the server put it (already at the end of <head>): its
 * rule names count as inserted, and it is the sheet's first element, so global styles still go in
 * before it and new rules after it, the order Emotion's own hydration gives.
 */
export function createPageStyleCache(options: Options): EmotionCache {
  const server =
    typeof document === 'undefined'
      ? []
      : Array.from(document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${options.key} "]`));
  for (const element of server) {
    // Out of Emotion's sight while the cache is made, so it neither moves nor re-reads it.
    element.setAttribute('data-emotion-server', element.getAttribute('data-emotion')!);
    element.removeAttribute('data-emotion');
  }
  const cache = createCache(options);
  for (const element of server) {
    const [, ...names] = element.getAttribute('data-emotion-server')!.split(' ');
    for (const name of names) cache.inserted[name] = true;
    cache.sheet.tags.push(element);
  }
  return cache;
}
