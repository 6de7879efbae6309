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

  it('the loader starts the app: module preloads, then the entry as a module script, each once', () => {
    const html = deferAppScripts(BUILT);
    const code = /<script>(\(function\(\)\{.*?)<\/script>/s.exec(html)![1]!;
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const fonts = { media: 'print' };
    const document = {
      visibilityState: 'visible',
      createElement: () => ({}) as Record<string, string>,
      getElementById: (id: string) => (id === 'web-fonts' ? fonts : null),
      head: { appendChild: (el: Record<string, string>) => added.push(el) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(added).toEqual([]); // nothing before the frame after the first paint
    expect(fonts.media).toBe('print');
    frames.forEach((f) => f());
    timers.forEach((f) => f());
    timers.forEach((f) => f());
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-B2.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/router-C3.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index-A1.js' },
    ]);
    // The web fonts apply from then on (fonts-after-paint.ts).
    expect(fonts.media).toBe('all');
  });

  it('leaves a template without a built entry script alone', () => {
    const dev = '<html><head><script type="module" src="/main.tsx"></script></head><body></body></html>';
    expect(deferAppScripts(dev)).toBe(dev);
  });
});
