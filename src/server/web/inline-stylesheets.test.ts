import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

function webRoot(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
  mkdirSync(path.join(root, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'assets', name), text);
  return root;
}

const page = (links: string) => `<html><head><title>t</title>${links}</head><body><div id="root"></div></body></html>`;

describe('inlineStylesheets', () => {
  it('puts a small built stylesheet into the page instead of linking it', () => {
    const root = webRoot({ 'index-abc.css': 'body{margin:0}' });
    const html = inlineStylesheets(page('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">'), root);
    // Only a disabled marker stays, so the app's lazy parts never add the stylesheet again.
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(html).toContain('<style data-inlined="/assets/index-abc.css">body{margin:0}</style></head>');
  });

  it('holds the downloaded web fonts in a style element that applies to no screen until the browser lets it', () => {
    const root = webRoot({
      'index-abc.css': "@font-face{font-family:P;src:url(/assets/p.woff2)}@font-face{font-family:F;src:local('Arial')}",
    });
    const html = inlineStylesheets(page('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">'), root);
    expect(html).toContain(
      `<style data-inlined="/assets/index-abc.css">@font-face{font-family:F;src:local('Arial')}</style>`,
    );
    expect(html).toMatch(
      /<style id="web-fonts" media="print" data-key="[\w-]{12}">@font-face\{font-family:P;src:url\(\/assets\/p\.woff2\)\}<\/style><\/head>/,
    );
  });

  it('keeps the link for a large stylesheet, a missing file, or one that could close the element', () => {
    const root = webRoot({ 'big.css': 'a{}'.repeat(10_000), 'odd.css': 'a{content:"</style>"}' });
    const links =
      '<link rel="stylesheet" href="/assets/big.css"><link rel="stylesheet" href="/assets/gone.css"><link rel="stylesheet" href="/assets/odd.css">';
    expect(inlineStylesheets(page(links), root)).toBe(page(links));
  });

  it('reads nothing outside the web root', () => {
    const root = webRoot({});
    writeFileSync(path.join(root, '..', 'secret.css'), 'a{}');
    const link = '<link rel="stylesheet" href="/assets/../../secret.css">';
    expect(inlineStylesheets(page(link), root)).toBe(page(link));
  });
});
