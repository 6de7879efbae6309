/** Fixed prefix of the consent's storage key (SPEC.md section 9); the element id follows it. */
export const CONSENT_KEY_PREFIX = 'cookie-consent-';
/** Kept beside a postponed choice: when "Later" ends (epoch milliseconds). */
export const POSTPONE_UNTIL_SUFFIX = ':until';
/** The element id of the site-wide banner; other ids let a page ask for its own consent. */
export const DEFAULT_CONSENT_ELEMENT_ID = 'site';
/** How long "Later" keeps the banner away, in days: the app's store and the pre-app click agree. */
export const POSTPONE_DAYS = 1;
/** On the banner's buttons: the choice each one keeps (read by the pre-app click handler). */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
/**
 * On <html>: "ask" while the site-wide banner should show, "decided" once the reader chose ("chosen"
 * for a choice made before the app started, which the app then confirms with its toast). The
 * banner is in the server's HTML for every reader and shows only under "ask", so without
 * JavaScript (no cookies beyond the necessary ones) it stays away, and a reader who already chose
 * never sees it flash before the app has read their choice.
 */
export const CONSENT_ATTRIBUTE = 'data-cookie-consent';

/**
 * Source of the inline script that runs before the first paint with the colour-scheme script: it
 * reads the site-wide choice as the consent store does (localStorage, or the cookie when storage
 * is refused; a postponement counts until its end) and sets CONSENT_ATTRIBUTE. Until the app has
 * started (`data-app-ready` on <html>), it also answers the banner's buttons itself: the banner
 * is on screen from the first paint, and a click there must not be lost while the scripts are
 * still on their way. It keeps the choice where the store will read it and hides the banner; the
 * store then starts from that choice, and the app says it was kept. Without localStorage the click waits for the app. Plain ES5.
 */
export function consentPrePaintScript(): string {
  const key = JSON.stringify(CONSENT_KEY_PREFIX + DEFAULT_CONSENT_ELEMENT_ID);
  return `(function () {
  var key = ${key}, choice = null;
  try {
    choice = localStorage.getItem(key);
    var until = localStorage.getItem(key + ${JSON.stringify(POSTPONE_UNTIL_SUFFIX)});
    if (until !== null && Number(until) <= Date.now()) choice = null;
  } catch (e) {
    var pairs = document.cookie.split(';');
    for (var i = 0; i < pairs.length; i++) {
      var at = pairs[i].indexOf('=');
      if (at > 0 && pairs[i].slice(0, at).replace(/^\\s+|\\s+$/g, '') === key) choice = decodeURIComponent(pairs[i].slice(at + 1));
    }
  }
  var root = document.documentElement;
  var decided = choice === 'accept' || choice === 'decline' || choice === 'postpone';
  root.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)}, decided ? 'decided' : 'ask');
  document.addEventListener('click', function (e) {
    if (root.getAttribute('data-app-ready') === 'true') return;
    var button = e.target && e.target.closest ? e.target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]') : null;
    if (!button) return;
    var chosen = button.getAttribute(${JSON.stringify(CONSENT_CHOICE_ATTRIBUTE)});
    try {
      localStorage.setItem(key, chosen);
      if (chosen === 'postpone') localStorage.setItem(key + ${JSON.stringify(POSTPONE_UNTIL_SUFFIX)}, String(Date.now() + ${POSTPONE_DAYS} * 86400000));
      else localStorage.removeItem(key + ${JSON.stringify(POSTPONE_UNTIL_SUFFIX)});
    } catch (err) {
      return;
    }
    root.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)}, 'chosen');
  });
})();`;
}
