import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './defer-app-scripts';

const BUILT = `<html><head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">
    <style>a{}</style>
  </head>
  <body><div id="root"></div>
  </body></html>`;

describe('deferAppScripts', () => {
  it('takes the entry script and its preloads out of the head and asks for them from the end of the body', () => {
    const html = deferAppScripts(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/assets/');
    expect(head).toContain('<style>a{}</style>');
    const loader = html.slice(html.indexOf('<div id="root"></div>'));
    expect(loader).toMatch(/^<div id="root"><\/div>\s*<script>\(function\(\)\{.*<\/script>\s*<\/body>/s);
    // The same files, preloads in their order, then the entry.
    expect(loader.indexOf('/assets/react-B2.js')).toBeLessThan(loader.indexOf('/assets/router-C3.js'));
    expect(loader.indexOf('/assets/router-C3.js')).toBeLessThan(loader.indexOf('/assets/index-A1.js'));
  });

  /** Runs the loader against a stand-in document; returns what it added and the callbacks it left. */
  function runLoader(options: {
    serverRendered: boolean | 'shell';
    consent?: 'ask' | 'decided';
    visible?: boolean;
    paintTiming?: boolean;
    /** What sessionStorage holds under the fonts' key; 'refused' throws as a browser with storage off does. */
    storedFontsKey?: string | 'refused';
  }) {
    const code = /<script>(\(function\(\)\{.*?)<\/script>/s.exec(deferAppScripts(BUILT))![1]!;
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const observers: PaintObserver[] = [];
    const fonts = { media: 'print', getAttribute: (name: string) => (name === 'data-key' ? 'build-1-key' : null) };
    const sessionStorage = {
      getItem: (key: string) => {
        if (options.storedFontsKey === 'refused') throw new Error('SecurityError');
        return key === 'web-fonts-cached' ? (options.storedFontsKey ?? null) : null;
      },
    };
    const root = {
      firstElementChild: options.serverRendered ? {} : null,
      hasAttribute: (name: string) => name === 'data-shell' && options.serverRendered === 'shell',
    };
    // What the pre-paint script wrote on <html>.
    const documentElement = {
      lang: 'pl',
      getAttribute: (name: string) => (name === 'data-cookie-consent' ? (options.consent ?? 'ask') : null),
    };
    const document = {
      visibilityState: options.visible === false ? 'hidden' : 'visible',
      documentElement,
      createElement: () => ({}) as Record<string, string>,
      getElementById: (id: string) => (id === 'web-fonts' ? fonts : id === 'root' ? root : null),
      head: { appendChild: (el: Record<string, string>) => added.push(el) },
    };
    class PaintObserver {
      disconnected = false;
      constructor(readonly callback: (list: unknown, o: PaintObserver) => void) {
        observers.push(this);
      }
      observe(init: { type: string }) {
        if (init.type !== 'paint') throw new Error('unexpected entry type');
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    // Number formatters made, by language: the first loads the browser's ICU data.
    const formatters: (string | undefined)[] = [];
    const Intl = {
      NumberFormat: class {
        constructor(lang?: string) {
          formatters.push(lang);
        }
        format = () => '1';
      },
    };
    new Function(
      'document',
      'sessionStorage',
      'requestAnimationFrame',
      'setTimeout',
      'PerformanceObserver',
      'Intl',
      code,
    )(
      document,
      sessionStorage,
      (f: () => void) => frames.push(f),
      (run: () => void, ms: number) => timers.push({ run, ms }),
      options.paintTiming === false ? undefined : PaintObserver,
      Intl,
    );
    const paint = (name: string) =>
      observers.forEach((o) => o.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, o));
    const runTimers = (upTo: number) => timers.filter((t) => t.ms <= upTo).forEach((t) => t.run());
    return { added, frames, timers, observers, fonts, formatters, paint, runTimers };
  }

  const APP_FILES = [
    { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-B2.js' },
    { rel: 'modulepreload', crossOrigin: '', href: '/assets/router-C3.js' },
    { type: 'module', crossOrigin: '', src: '/assets/index-A1.js' },
  ];

  it('on a server-rendered page, asks for the app once the first contentful paint is reported', () => {
    const run = runLoader({ serverRendered: true });
    expect(run.added).toEqual([]);
    expect(run.fonts.media).toBe('print');
    // A first paint of the background alone is not the content's.
    run.paint('first-paint');
    run.runTimers(0);
    expect(run.added).toEqual([]);
    run.paint('first-contentful-paint');
    expect(run.observers.every((o) => o.disconnected)).toBe(true);
    run.runTimers(0);
    // Preloads in their order, then the entry, each once, whatever else fires later.
    expect(run.added).toEqual(APP_FILES);
    // A new reader's page keeps the fallback font: switching under a drawn page lays it all out again.
    expect(run.fonts.media).toBe('print');
    run.runTimers(1000);
    expect(run.added).toEqual(APP_FILES);
  });

  it('starts within a second even if no paint is reported, and on the next frame without the paint timing API', () => {
    const silent = runLoader({ serverRendered: true });
    silent.runTimers(0);
    expect(silent.added).toEqual([]);
    silent.runTimers(1000);
    expect(silent.added).toEqual(APP_FILES);

    const old = runLoader({ serverRendered: true, paintTiming: false });
    old.frames.forEach((f) => f());
    old.runTimers(0);
    expect(old.added).toEqual(APP_FILES);
  });

  it('starts at once where there is no paint to wait for: a page drawn in the browser, a shell whose banner is hidden, or a hidden page', () => {
    expect(runLoader({ serverRendered: false }).added).toEqual(APP_FILES);
    expect(runLoader({ serverRendered: 'shell', consent: 'decided' }).added).toEqual(APP_FILES);
    // A shell whose banner asks waits for its paint, as a page does.
    expect(runLoader({ serverRendered: 'shell', consent: 'ask' }).added).toEqual([]);
    const hidden = runLoader({ serverRendered: true, visible: false });
    expect(hidden.added).toEqual(APP_FILES);
  });

  it("loads the formatting data before a shell's first paint, where the app draws the page; not on a server-rendered page", () => {
    expect(runLoader({ serverRendered: 'shell', consent: 'ask' }).formatters).toEqual(['pl']);
    expect(runLoader({ serverRendered: 'shell', consent: 'decided' }).formatters).toEqual(['pl']);
    // A server page's figures came formatted with it; its hydration needs no formatter.
    expect(runLoader({ serverRendered: true }).formatters).toEqual([]);
  });

  it("lets the web fonts apply before the first paint where the browser has this build's files, or nothing is painted yet", () => {
    const returning = runLoader({ serverRendered: true, storedFontsKey: 'build-1-key' });
    expect(returning.fonts.media).toBe('all');
    expect(returning.added).toEqual([]);
    expect(runLoader({ serverRendered: false }).fonts.media).toBe('all');
    // A shell with nothing on screen is as good as a page drawn in the browser; one whose banner asks waits as a page does.
    expect(runLoader({ serverRendered: 'shell', consent: 'decided' }).fonts.media).toBe('all');
    expect(runLoader({ serverRendered: 'shell', consent: 'ask' }).fonts.media).toBe('print');
    // Another build's files, none noted, or storage refused: the fallback stays, and the app still starts.
    for (const storedFontsKey of ['build-0-key', undefined, 'refused']) {
      const run = runLoader({ serverRendered: true, storedFontsKey });
      expect(run.fonts.media).toBe('print');
      run.paint('first-contentful-paint');
      run.runTimers(0);
      expect(run.added).toEqual(APP_FILES);
    }
  });

  it('leaves a template without a built entry script alone', () => {
    const dev = '<html><head><script type="module" src="/main.tsx"></script></head><body></body></html>';
    expect(deferAppScripts(dev)).toBe(dev);
  });
});
