import { CONSENT_ATTRIBUTE } from '../../common/cookie-consent/consent-pre-paint';
import { SHELL_ATTRIBUTE } from '../../common/ssr';
import { WEB_FONTS_CACHED_KEY, WEB_FONTS_ID, WEB_FONTS_KEY_ATTRIBUTE } from '../../common/theme/web-fonts';

/** The built index.html's entry script and the module preloads Vite writes for it. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * Starts the app's JavaScript after the page's first paint instead of from the head (issue #12).
 * Written in the head, the entry script and its ~40 module preloads go out while the rest of the
 * server-rendered page is still arriving, and on a slow phone network they share its bandwidth,
 * so the content paints later. Here one small inline script at the end of the body asks for the
 * same files, in the same order, once the browser reports the page's first contentful paint.
 *
 * It waits for the paint's report (PerformanceObserver, 'paint'), not for the next frame: a frame's
 * callbacks run before the frame reaches the screen, so the files were asked for a little before
 * the paint, and on a busy machine the paint came after they had arrived; Lighthouse then counted
 * the 135 KB entry in the first paint (0.5-0.9 s more on its slow phone network, from one run to
 * the next). A page with nothing to paint in #root (a browser-rendered page, or a signed-in
 * page's shell once the cookie question is answered, its banner then hidden) or a hidden one
 * starts at once: there is no paint to wait for. Without the paint timing API, the next frame; a
 * second at most in any case.
 *
 * The web fonts (fonts-after-paint.ts): it lets them apply at once, before the first paint, where
 * the browser has this build's font files already (a page loaded again in the same tab: the app
 * noted their key, src/web/core/theme/web-fonts.ts) and where nothing is painted yet. A new
 * reader's painted server page (or shell with its cookie banner) keeps the metric-matched fallback
 * until the app moves to another page: switching fonts under a page already on screen lays all of
 * it out again, a ~30 ms task on a fast machine that Lighthouse counted ~80 ms of blocking time
 * for (issue #12).
 *
 * The CSP allows the inline script by its hash, found once at start (render-index.ts,
 * templateScriptHashes), and the files are same-origin ('self'). A template without an entry script (not built by Vite) is
 * returned as it is.
 */
export function deferAppScripts(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !template.includes('</body>')) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const withoutTags = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader =
    `<script>(function(){var d=document,started=false,r=d.getElementById('root');` +
    // A shell's only content is the cookie banner, shown while the pre-paint script says "ask".
    // Read from attributes: asking for boxes would lay the page out inside this parsing task.
    `var paints=r&&r.firstElementChild&&(!r.hasAttribute(${JSON.stringify(SHELL_ATTRIBUTE)})||` +
    `d.documentElement.getAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)})==='ask');` +
    // A shell's page is drawn by the app, whose first formatter loads the browser's ICU data: a
    // ~25 ms task (~100 ms on Lighthouse's slowed phone) that blocked the first taps. Here, while
    // the page is still parsing, nothing can be tapped yet.
    `if(r&&r.hasAttribute(${JSON.stringify(SHELL_ATTRIBUTE)}))try{new Intl.NumberFormat(d.documentElement.lang).format(1)}catch(e){}` +
    `var f=d.getElementById(${JSON.stringify(WEB_FONTS_ID)});` +
    `try{if(f&&(!paints||sessionStorage.getItem(${JSON.stringify(WEB_FONTS_CACHED_KEY)})===f.getAttribute(${JSON.stringify(WEB_FONTS_KEY_ATTRIBUTE)})))f.media='all'}catch(e){}` +
    `function start(){if(started)return;started=true;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(d.visibilityState!=='visible'||!paints){start();return}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}})` +
    `.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}` +
    `setTimeout(start,1000)})()</script>`;
  return withoutTags.replace('</body>', () => `${loader}\n  </body>`);
}
