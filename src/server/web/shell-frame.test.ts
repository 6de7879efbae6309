import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { siteById } from '../../common/sites';
import { shellFrame } from './shell-frame';

const site = siteById('korepetycje');
const { style, html } = shellFrame(site);

describe('shellFrame', () => {
  it('draws the top bar, the side menu and a page skeleton, hidden from screen readers', () => {
    expect(html).toMatch(/^<script>[^<]*<\/script><div id="shell-frame" aria-hidden="true">/);
    for (const part of ['f-nav', 'f-bar', 'f-main', 'f-card', 'f-card f-panel'])
      expect(html).toContain(`class="${part}"`);
    expect(html).toContain('<span>Korepetycje.lol</span>');
    // No id inside it but its own, no link or control to reach: it is a picture of the layout.
    expect(html.match(/ id="/g)).toHaveLength(1);
    expect(html).not.toMatch(/<(a|button|input)\b/);
  });

  it("uses the site's primary colour in each scheme, a reader's preset over it", () => {
    expect(style).toContain(`--f-primary:${site.theme.primary.light}`);
    expect(style).toContain(`[data-color-scheme=dark] #shell-frame{--f-bg:#25293C;--f-paper:#2F3349;`);
    expect(style).toContain(`--f-primary:${site.theme.primary.dark}`);
    expect(style).toContain('background:var(--frame-primary,var(--f-primary))');
  });

  it('pulses only for readers who do not ask for reduced motion', () => {
    const animations = [...style.matchAll(/animation:/g)].length;
    expect(animations).toBe(1);
    expect(style).toMatch(/@media \(prefers-reduced-motion:no-preference\)\{:where\(#shell-frame\) i\{animation:/);
  });

  it('escapes the site title', () => {
    const hostile = { ...site, configuration: { ...site.configuration, AppTitle: '<script>x</script>' } };
    const { html: escaped } = shellFrame(hostile);
    expect(escaped).not.toContain('<script>x');
    expect(escaped).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('is small: under 7 KB with its rules and script, under 2.2 KB compressed (docs/performance.md)', () => {
    expect(Buffer.byteLength(style + html)).toBeLessThan(7 * 1024);
    expect(gzipSync(style + html).length).toBeLessThan(2.2 * 1024);
  });
});
