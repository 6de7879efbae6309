/**
 * The translation areas (locales/<lang>/<area>.json) the chrome and the global widgets use on
 * every page: the app loads them before its first render (web/lib/i18n.ts), and the server names
 * their files in a signed-in page's shell (server/web/page-preloads.ts).
 */
export const START_AREA_NAMES = ['common', 'chrome', 'errors', 'widgets'] as const;
