import { WEB_FONTS_ID } from './fonts-after-paint';

/** The built index.html's entry script and the module preloads Vite writes for it. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * Starts the app's JavaScript after the page's first paint instead of from the head (issue #12).
 * Written in the head, the entry script and its ~40 module preloads go out while the rest of the
 * server-rendered page is still arriving, and on a slow phone network they share its bandwidth,
 * so the content paints later. Here one small inline script at the end of the body asks for the
 * same files, in the same order, in the frame after the page is painted (or at once when the page
 * is hidden, where frames do not run), and lets the web fonts apply then too (fonts-after-paint.ts).
 * The renderer gives the inline script the response's nonce and the files are same-origin
 * ('self'), so the CSP is unchanged. A template without an entry
 * script (not built by Vite) is returned as it is.
 */
export function deferAppScripts(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !template.includes('</body>')) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const withoutTags = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader =
    `<script>(function(){var d=document,started=false;function start(){if(started)return;started=true;` +
    `var f=d.getElementById(${JSON.stringify(WEB_FONTS_ID)});if(f)f.media='all';` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(d.visibilityState!=='visible'){start();return}` +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)})()</script>`;
  return withoutTags.replace('</body>', () => `${loader}\n  </body>`);
}
