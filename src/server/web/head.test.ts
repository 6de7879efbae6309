import { describe, expect, it } from 'vitest';
import { korepetycje } from '../../common/sites/korepetycje';
import type { SiteConfig } from '../../common/sites/site-config';
import { buildHead, pageUrl } from './head';

const ORIGIN = 'https://korepetycje.lol';

const publicHead = (over: Partial<Parameters<typeof buildHead>[0]> = {}) =>
  buildHead({
    kind: 'public',
    site: korepetycje,
    origin: ORIGIN,
    pathname: '/login',
    lang: 'pl',
    title: 'Korepetycje.lol',
    previewTitle: 'Zaloguj się · Korepetycje.lol',
    description: 'Zaloguj się na swoje konto',
    indexable: true,
    ...over,
  } as Parameters<typeof buildHead>[0]).join('\n');

describe('pageUrl', () => {
  it('leaves the default language out of the address and names any other with ?lang', () => {
    expect(pageUrl(ORIGIN, '/index', 'pl', korepetycje)).toBe('https://korepetycje.lol/index');
    expect(pageUrl(ORIGIN, '/index', 'ar', korepetycje)).toBe('https://korepetycje.lol/index?lang=ar');
  });
});

describe('buildHead for a public page', () => {
  it('names the page, its canonical address and one alternate per language plus x-default', () => {
    const head = publicHead();
    expect(head).toContain('<title>Korepetycje.lol</title>');
    expect(head).toContain('<meta name="description" content="Zaloguj się na swoje konto">');
    expect(head).toContain('<link rel="canonical" href="https://korepetycje.lol/login">');
    expect(head).toContain('<link rel="alternate" hreflang="pl" href="https://korepetycje.lol/login">');
    expect(head).toContain('<link rel="alternate" hreflang="zh-CN" href="https://korepetycje.lol/login?lang=cn">');
    expect(head).toContain('<link rel="alternate" hreflang="pt-BR" href="https://korepetycje.lol/login?lang=br">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://korepetycje.lol/login">');
    expect(head.match(/hreflang=/g)).toHaveLength(korepetycje.languages.length + 1);
    expect(head).not.toContain('robots');
  });

  it('gives link previews Open Graph and Twitter card tags in the page language', () => {
    const head = publicHead({ lang: 'ar', previewTitle: 'تسجيل الدخول · Korepetycje.lol' });
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta property="og:site_name" content="Korepetycje.lol">');
    expect(head).toContain('<meta property="og:title" content="تسجيل الدخول · Korepetycje.lol">');
    expect(head).toContain('<meta property="og:url" content="https://korepetycje.lol/login?lang=ar">');
    expect(head).toContain('<meta property="og:locale" content="ar_AR">');
    expect(head).toContain('<meta property="og:locale:alternate" content="pl_PL">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).toContain('<meta name="twitter:title" content="تسجيل الدخول · Korepetycje.lol">');
    expect(head).not.toContain('og:image');
  });

  it('shows an image in previews when the site has one', () => {
    const head = publicHead({ image: 'https://korepetycje.lol/hero.webp' });
    expect(head).toContain('<meta property="og:image" content="https://korepetycje.lol/hero.webp">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="twitter:image" content="https://korepetycje.lol/hero.webp">');
  });

  it('escapes every value, so a title or path cannot open a tag or leave an attribute', () => {
    const site: SiteConfig = {
      ...korepetycje,
      configuration: { ...korepetycje.configuration, AppTitle: 'A "B" <C> & D' },
    };
    const head = publicHead({
      site,
      title: '<script>x</script>',
      previewTitle: '<i>',
      description: `it's "quoted"`,
      pathname: '/a"><b>',
    });
    expect(head).not.toMatch(/<script|<b>|<i>|"B"/);
    expect(head).toContain('<meta property="og:title" content="&lt;i&gt;">');
    expect(head).toContain('<title>&lt;script&gt;x&lt;/script&gt;</title>');
    expect(head).toContain('content="it&#39;s &quot;quoted&quot;"');
    expect(head).toContain('content="A &quot;B&quot; &lt;C&gt; &amp; D"');
    expect(head).toContain('href="https://korepetycje.lol/a&quot;&gt;&lt;b&gt;"');
  });

  it('asks search engines not to list a public page that is no landing place', () => {
    expect(publicHead({ pathname: '/reset-password', indexable: false })).toContain(
      '<meta name="robots" content="noindex">',
    );
  });
});

describe('buildHead for a signed-in page', () => {
  it('is the plain title and noindex, nothing to preview', () => {
    const head = buildHead({ kind: 'private', site: korepetycje, title: 'Korepetycje.lol' });
    expect(head).toEqual(['<title>Korepetycje.lol</title>', '<meta name="robots" content="noindex">']);
  });
});
