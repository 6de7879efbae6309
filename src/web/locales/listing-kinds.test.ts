import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANG_CODES } from '@common/i18n/languages';
import { LISTING_KINDS } from '@common/schemas/listings';
import { expect, it } from 'vitest';

const labels = (lang: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, lang, 'listings.json'), 'utf8')) as Record<string, string>;

// The editor's kind field and the search's kind filter show these (listing-form.tsx, listing-search.tsx).
it.each(LANG_CODES)('every listing kind, dog walking too, has its label in %s', (lang) => {
  const texts = labels(lang);
  for (const kind of LISTING_KINDS) expect(texts[`listings.kind.${kind}`]?.trim(), `${lang} ${kind}`).toBeTruthy();
});
