import { describe, expect, it } from 'vitest';
import { generic } from '../../common/sites/generic';
import { korepetycje } from '../../common/sites/korepetycje';
import { isIndexable, pageTexts } from './page-texts';

describe('pageTexts', () => {
  it("takes the site's own front-page words over the shared ones, in the page language", () => {
    expect(pageTexts(korepetycje, 'pl', '/index')).toEqual({
      title: 'Korepetycje.lol',
      previewTitle: 'Korepetycje.lol',
      description: 'Znajdź korepetytora z matematyki, języków lub fizyki i umów lekcję online albo na miejscu.',
    });
    expect(pageTexts(korepetycje, 'en', '/index').description).toMatch(/^Find a tutor/);
  });

  it('reads the shared words where the site has none of its own in that language, as the page does', () => {
    // korepetycje.lol writes its front page in Polish and English only; the German page shows the shared German.
    expect(pageTexts(korepetycje, 'de', '/index').description).toMatch(/^Anzeigen veröffentlichen/);
  });

  it('names the sign-in pages with the words the pages show, filling the site name in', () => {
    expect(pageTexts(korepetycje, 'pl', '/register')).toMatchObject({
      previewTitle: 'Zarejestruj się · Korepetycje.lol',
      description: 'Załóż konto w minutę',
    });
    expect(pageTexts(generic, 'fr', '/sites').previewTitle).toMatch(/ · application$/);
  });

  it('names the landing page and describes it by its hero, in the page language', () => {
    expect(pageTexts(generic, 'de', '/front-pages/landing-page')).toMatchObject({
      previewTitle: expect.stringMatching(/^Marktplatz-Vorlage · /),
      description: expect.stringMatching(/^Anzeigen, Nachrichten, Videoanrufe/),
    });
  });

  it('describes any other public page as the site', () => {
    expect(pageTexts(korepetycje, 'pl', '/not-authorized')).toEqual(pageTexts(korepetycje, 'pl', '/index'));
  });
});

describe('isIndexable', () => {
  it('keeps one-time links, sign-out and the template demos out of search results', () => {
    expect(['/index', '/login', '/register', '/sites'].every(isIndexable)).toBe(true);
    expect(['/logout', '/reset-password', '/verify-email', '/pages/authentication/login-v1'].some(isIndexable)).toBe(
      false,
    );
  });
});
