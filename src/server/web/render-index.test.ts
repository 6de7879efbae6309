import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../common/bootstrap';
import { siteById } from '../../common/sites';
import { inlineScriptHashes } from './inline-scripts';
import { renderIndex, templateScriptHashes } from './render-index';

const template = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const site = siteById('bestgame');
const bootstrap: Bootstrap = {
  siteId: site.id,
  lang: 'en',
  dir: 'ltr',
  runtime: { videoProvider: 'p2p', googleClientId: null, siteOverrideAllowed: false, demoAccounts: false },
};

describe('renderIndex pre-paint script', () => {
  const html = renderIndex({ template, site, bootstrap, head: ['<title>x</title>'] });

  it('inlines the shared colour-scheme script once, with no nonce: the CSP allows it by its hash', () => {
    expect(html).not.toContain('Dev server copy');
    expect(html).not.toContain('color-scheme-script-->');
    expect(html.match(/setAttribute\('data-color-scheme'/g)).toHaveLength(1);
    expect(html).not.toContain('nonce');
    // The hashes found once at start are those of the scripts every page runs.
    const hashes = templateScriptHashes(template);
    expect(hashes).toHaveLength(1);
    expect(inlineScriptHashes(html)).toEqual(hashes);
  });

  it("writes the site's default mode on <html> for the script to read", () => {
    expect(html).toContain('data-default-theme="dark"');
  });

  it('marks a dark site dark on <html>, so it is dark without JavaScript too', () => {
    expect(/<html[^>]*>/.exec(html)?.[0]).toContain('data-color-scheme="dark"');
    const light = renderIndex({ template, site: siteById('korepetycje'), bootstrap, head: ['<title>x</title>'] });
    expect(/<html[^>]*>/.exec(light)?.[0]).not.toContain('data-color-scheme');
  });
});

describe('renderIndex with a server-rendered page', () => {
  const rendered = { html: '<main><h1>Hello</h1></main>', styles: '<style>h1{}</style>', data: {} as never };
  const html = renderIndex({ template, site, bootstrap, head: ['<title>x</title>'], rendered });

  it('holds the first paint until the page is parsed up to its data, which follows the content', () => {
    const expectLink = '<link rel="expect" href="#ssr-data" blocking="render">';
    expect(html.indexOf(expectLink)).toBeGreaterThan(-1);
    expect(html.indexOf(expectLink)).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<h1>Hello</h1>')).toBeLessThan(html.indexOf('<script id="ssr-data"'));
  });

  it('a browser-rendered page holds nothing back', () => {
    const shell = renderIndex({ template, site, bootstrap, head: ['<title>x</title>'] });
    expect(shell).not.toContain('rel="expect"');
  });
});

describe("renderIndex with a private page's shell", () => {
  const rendered = {
    html: '<section data-testid="cookie-consent">We use cookies</section>',
    styles: '<style>section{}</style>',
  };
  const html = renderIndex({ template, site, bootstrap, head: ['<title>x</title>'], rendered });

  it('puts the banner in #root, marked as a shell, with its styles in the head', () => {
    expect(html).toContain(
      '<div id="root" data-shell><section data-testid="cookie-consent">We use cookies</section></div>',
    );
    expect(html.indexOf('<style>section{}</style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('sends no data and holds no paint back; the page still needs JavaScript', () => {
    expect(html).not.toContain('id="ssr-data"');
    expect(html).not.toContain('rel="expect"');
    expect(html).toContain('<noscript>');
  });
});

describe("renderIndex with a signed-in page's frame", () => {
  const frame = { style: '<style data-frame-style>.f-nav{}</style>', html: '<div id="shell-frame"></div>' };
  const banner = { html: '<section>We use cookies</section>', styles: '<style>section{}</style>' };

  it('puts the frame before #root, which the app renders into afresh, and its rules in the head', () => {
    const html = renderIndex({ template, site, bootstrap, head: ['<title>x</title>'], rendered: banner, frame });
    expect(html).toContain(
      '<div id="shell-frame"></div><div id="root" data-shell><section>We use cookies</section></div>',
    );
    expect(html.indexOf('<style data-frame-style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('draws the frame without a server render too (none built, or it failed)', () => {
    const html = renderIndex({ template, site, bootstrap, head: ['<title>x</title>'], frame });
    expect(html).toContain('<div id="shell-frame"></div><div id="root"></div>');
  });

  it('adds nothing without one', () => {
    const html = renderIndex({ template, site, bootstrap, head: ['<title>x</title>'], rendered: banner });
    expect(html).not.toContain('shell-frame');
  });
});
