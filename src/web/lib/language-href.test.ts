import { describe, expect, it } from 'vitest';
import { languageHref } from './language-href';

describe('languageHref', () => {
  it('sets the language and keeps the rest of the query', () => {
    expect(languageHref('/index', '', 'pl')).toBe('/index?lang=pl');
    expect(languageHref('/search', '?q=matematyka&kind=tutoring', 'de')).toBe(
      '/search?q=matematyka&kind=tutoring&lang=de',
    );
    expect(languageHref('/search', '?lang=en&q=a+b', 'ar')).toBe('/search?lang=ar&q=a+b');
  });
});
