import { LANG_CODES, type LangCode } from '../../../common/i18n/languages';
import type { HelpCategory } from '../../../common/schemas/help-center';
import type { Db } from '../client';
import { helpArticles, searchConfigFor } from '../schema';
import { ar } from './help-texts/ar';
import { br } from './help-texts/br';
import { cn } from './help-texts/cn';
import { de } from './help-texts/de';
import { en } from './help-texts/en';
import { es } from './help-texts/es';
import { fr } from './help-texts/fr';
import { it } from './help-texts/it';
import { pl } from './help-texts/pl';
import { pt } from './help-texts/pt';
import type { HelpSlug, HelpTexts } from './help-texts/types';

/*
 * The help centre's articles: what this product does, explained for its users (selling, buying,
 * messages, video calls, accounts), in every interface language. Seeded with the demo data, once,
 * on an empty database; an article that exists already (same slug and language) is left as an
 * admin may have edited it.
 */

export const HELP_ARTICLES: readonly { slug: HelpSlug; category: HelpCategory; popular?: true }[] = [
  { slug: 'add-a-listing', category: 'selling', popular: true },
  { slug: 'publish-and-manage-listings', category: 'selling' },
  { slug: 'find-offers-with-search', category: 'buying', popular: true },
  { slug: 'contact-a-seller', category: 'buying' },
  { slug: 'read-and-answer-messages', category: 'messages', popular: true },
  { slug: 'start-a-video-call', category: 'calls' },
  { slug: 'accept-or-decline-a-call', category: 'calls', popular: true },
  { slug: 'create-an-account', category: 'accounts' },
  { slug: 'reset-your-password', category: 'accounts', popular: true },
  { slug: 'two-step-sign-in', category: 'accounts' },
  { slug: 'manage-your-sessions', category: 'accounts' },
];

export const HELP_TEXTS: Record<LangCode, HelpTexts> = { ar, br, cn, de, en, es, fr, it, pl, pt };

export async function seedDemoHelpArticles(db: Db): Promise<void> {
  const rows = LANG_CODES.flatMap((language) =>
    HELP_ARTICLES.map(({ slug, category, popular }) => ({
      slug,
      language,
      category,
      ...HELP_TEXTS[language][slug],
      popular: popular ?? false,
      searchConfig: searchConfigFor(language),
    })),
  );
  await db.insert(helpArticles).values(rows).onConflictDoNothing();
}
